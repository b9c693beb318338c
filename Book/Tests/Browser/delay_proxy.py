"""A TCP proxy that adds latency: every chunk is forwarded half the added round trip later, each way.

Chromium's network emulation (`Network.emulateNetworkConditions`) does not delay WebSocket messages
in headless Chromium (the page's HTTP requests are delayed, its socket's frames are not), so the
latency tests and `Benchmarks/web/added_latency.py` put this proxy between the browser and the
server instead. Order is kept per direction; the delay can be changed while connections are open
(it applies to chunks read from then on).
"""

import asyncio
import threading


class DelayProxy:
    """Listens on 127.0.0.1 (a free port) and forwards each connection to `target_port`."""

    def __init__(self, target_port, round_trip_ms=0):
        self.target_port = target_port
        self.round_trip_ms = round_trip_ms
        self.loop = asyncio.new_event_loop()
        self.port = None
        self._server = None
        self._writers = set()
        started = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(started,), daemon=True)
        self._thread.start()
        if not started.wait(10):
            raise RuntimeError("the delay proxy did not start")

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def url(self, path):
        return self.base + path

    def set_round_trip(self, milliseconds):
        """Adds `milliseconds` to every round trip from now on (half each way)."""
        self.round_trip_ms = milliseconds

    def close(self):
        """Stops listening, ends every connection and the proxy's thread."""

        async def shut():
            self._server.close()
            for writer in list(self._writers):
                writer.close()
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shut(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)
        self.loop.close()

    def _run(self, started):
        asyncio.set_event_loop(self.loop)
        self._server = self.loop.run_until_complete(asyncio.start_server(self._accept, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        started.set()
        self.loop.run_forever()

    async def _accept(self, client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_writer.close()
            return
        self._writers.update((client_writer, server_writer))
        try:
            await asyncio.gather(
                self._pipe(client_reader, server_writer), self._pipe(server_reader, client_writer),
                return_exceptions=True)
        except asyncio.CancelledError:
            pass  # the proxy is closing
        finally:
            self._writers.discard(client_writer)
            self._writers.discard(server_writer)

    async def _pipe(self, reader, writer):
        """Reads chunks as they come and writes each one half a round trip after it was read."""
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, data = await queue.get()
                wait = due - self.loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not data:
                    writer.close()
                    return
                writer.write(data)
                await writer.drain()

        delivery = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(65536)
                queue.put_nowait((self.loop.time() + self.round_trip_ms / 2000.0, data))
                if not data:
                    break
            await delivery
        except (ConnectionError, OSError):
            delivery.cancel()
            writer.close()
