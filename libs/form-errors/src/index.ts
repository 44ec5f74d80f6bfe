// Public entry of @forwarder/form-errors: a failed request shown on a react-hook-form form, the one way the shared
// feature libs (orders, profile) do it.
export { showServerErrorsOnForm } from './lib/server-errors';
