// jsdom lacks several web platform globals that Node 20 has and that react-router's data
// routers need (Request for loaders, TextEncoder, AbortController whose signal Node's Request
// accepts). Copying Node's own implementations keeps tests on the real router code paths.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'fetch',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class WebJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of NODE_GLOBALS) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
  }
}

module.exports = WebJsdomEnvironment;
