// Test support for the client's consumers (specs only, never app code): stand-ins for what the client uses under
// the hood, such as XMLHttpRequest for uploads with progress.
export { FakeXhr, installFakeXhr } from './testing/fake-xhr';
