// jsdom has no TextEncoder/TextDecoder, which react-router needs when it loads (a setupFile of client/jest.config.js).
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
