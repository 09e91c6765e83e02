/** How long "Trust this browser" skips the authenticator app's code on one browser (decision 106). */
export const TRUSTED_DEVICE_DAYS = 30;
