#!/usr/bin/env node
// `npm start`: builds what is needed and serves the app and the API.
console.error("The server is not built yet.");
process.exit(1);
