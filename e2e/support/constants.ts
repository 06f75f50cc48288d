/** The host name the e2e server gates behind the site password (Chromium resolves *.localhost to loopback). */
export const gatedHost = 'gate.localhost';
export const sitePassword = 'letmein';
