// The captcha's PNG writer, for other modules' test fixtures (their pictures go through the one encoder).
export { encodePng } from '../passport/png-encoder';
