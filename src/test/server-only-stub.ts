// Tests run outside React Server Components, where the real `server-only` package throws.
export {};
