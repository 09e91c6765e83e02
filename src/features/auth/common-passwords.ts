// The most used passwords of at least 10 characters (from public breach corpora): refused at
// sign-up and when setting a password. Compared in lower case.
const COMMON = `1234567890 12345678910 123456789a 1q2w3e4r5t 1qaz2wsx3edc qwertyuiop 0123456789 0987654321 1111111111
1234554321 123qweasdzxc 1q2w3e4r5t6y 1qazxsw2 1234567891 password123 password12 password01 password1!
iloveyou123 qwerty123456 qwerty12345 qwertyuiop123 asdfghjkl1 asdfghjkl; zaq12wsxcde 1234qwerasdf
abcdefghij abc1234567 abcd123456 a123456789 aa12345678 passw0rd123 p@ssw0rd123 p@ssword123 welcome123
welcome1234 letmein123 letmein1234 administrator admin12345 admin123456 admin@1234 administrator1
changeme123 football123 baseball123 basketball superman123 batman12345 princess123 sunshine123
starwars123 whatever123 trustno1234 monkey12345 dragon12345 master12345 shadow12345 michael123
jennifer123 jordan23232 liverpool123 chelsea123 arsenal123 manchester1 computer123 internet123
1q2w3e4r5t6y7u 9876543210 11111111111 123123123123 1231231230 12qwaszx12 q1w2e3r4t5 q1w2e3r4t5y6
qazwsxedc123 qazwsxedcrfv zxcvbnm123 zxcvbnm1234 zxcvbnmasdf mypassword mypassword1 mypassword123
secret1234 secret12345 nopassword passwordpassword qwertyqwerty 1234512345 0000000000 9999999999
iloveyou12 iloveyou1234 loveyou123 hello12345 hello123456 test123456 testtest123 summer2024 summer2025
winter2024 winter2025 spring2025 autumn2025 password2024 password2025 password2026 welcome2025
welcome2026 company123 axionlabs123`;

const SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}
