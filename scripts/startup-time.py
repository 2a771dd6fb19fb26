#!/usr/bin/env python3
"""Times the studio from launch to its first frame, in a pseudo-terminal of 80x24.

    python3 scripts/startup-time.py target/release/gridwright [RUNS]

Each run starts the binary with fresh data and config dirs and a shared, warmed cache dir (as
on a constructor's machine after the first start), waits until the frame's status line
("15×15") has been written, and kills it. Prints the median, min and max in milliseconds.
"""
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import time
import fcntl
import termios


def one_run(binary, cache, limit=30.0):
    with tempfile.TemporaryDirectory() as data, tempfile.TemporaryDirectory() as config:
        env = dict(os.environ, GRIDWRIGHT_DATA_DIR=data, GRIDWRIGHT_CONFIG_DIR=config,
                   GRIDWRIGHT_CACHE_DIR=cache, TERM="xterm-256color")
        start = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:
            os.execve(binary, [binary], env)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        seen = b""
        try:
            while time.perf_counter() - start < limit:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    try:
                        seen += os.read(fd, 65536)
                    except OSError:
                        break
                    if "15×15".encode() in seen:
                        return (time.perf_counter() - start) * 1000
            raise SystemExit(f"no first frame within {limit} s")
        finally:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    with tempfile.TemporaryDirectory() as cache:
        one_run(binary, cache)  # builds and caches the word index
        times = [one_run(binary, cache) for _ in range(runs)]
    print(f"{binary}: first frame median {statistics.median(times):.1f} ms, "
          f"min {min(times):.1f}, max {max(times):.1f} ({runs} runs)")


if __name__ == "__main__":
    main()
