// Sends one JSON body of about MB megabytes to URL from a process of its own (a client in the test's own
// process shares the server's event loop and never outruns it), as Node's fetch does: MODE `stream` sends a
// ReadableStream (chunked, duplex 'half'), `length` a string (Content-Length). Prints the status and the
// answer, or ERR and the cause (a reset connection is `write EPIPE` or `other side closed`).
const [url, megabytes, mode] = process.argv.slice(2);
const bytes = Number(megabytes) * 1024 * 1024;

function streamedBody() {
  const encoder = new TextEncoder();
  const chunk = encoder.encode('x'.repeat(64 * 1024));
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent < 0) controller.enqueue(encoder.encode('{"padding":"'));
      else if (sent >= bytes) {
        controller.enqueue(encoder.encode('"}'));
        controller.close();
        return;
      } else controller.enqueue(chunk);
      sent = Math.max(sent, 0) + (sent < 0 ? 0 : chunk.length);
    },
  });
}

try {
  const body = mode === 'stream' ? streamedBody() : JSON.stringify({ padding: 'x'.repeat(bytes) });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    duplex: 'half',
  });
  console.log(`${response.status} ${await response.text()}`);
} catch (error) {
  console.log(`ERR ${error.cause?.message ?? error.message}`);
}
