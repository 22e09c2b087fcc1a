#!/usr/bin/env python3
"""A small, dependency-free client for pnengine's GTP protocol.

Use it as a library:

    from gtp_client import GtpClient
    with GtpClient.tcp("127.0.0.1", 9610) as c:
        c.command("set_game connect_four")
        print(c.command("genmove b"))

or run it to play a match between two sessions (two TCP connections, or two spawned
`stdio` engines), alternating seats, and print one line per game:

    python3 gtp_client.py --host 127.0.0.1 --port 9610 --games 2 --movetime 0.2
    python3 gtp_client.py --jar target/pnengine.jar --games 2 --playouts 500
"""
import argparse
import socket
import subprocess
import sys


class GtpError(Exception):
    """A `?` response."""


class GtpClient:
    """Sends one command at a time and reads its response (up to the empty line)."""

    def __init__(self, reader, writer, closer):
        self._reader = reader
        self._writer = writer
        self._closer = closer
        self._next_id = 1

    @classmethod
    def tcp(cls, host, port):
        sock = socket.create_connection((host, port))
        f = sock.makefile("rwb")
        return cls(f, f, lambda: (f.close(), sock.close()))

    @classmethod
    def spawn(cls, argv):
        p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        return cls(p.stdout, p.stdin, lambda: (p.stdin.close(), p.wait(timeout=30)))

    def command(self, line):
        """Returns the result text of a `=` response; raises GtpError on `?`."""
        cid = self._next_id
        self._next_id += 1
        self._writer.write(f"{cid} {line}\n".encode())
        self._writer.flush()
        lines = []
        while True:
            raw = self._reader.readline()
            if not raw:
                raise ConnectionError("the engine closed the connection")
            text = raw.decode().rstrip("\r\n")
            if text == "":
                break
            lines.append(text)
        head = lines[0]
        status, rest = head[0], head[1:]
        digits = str(cid)
        if not rest.startswith(digits):
            raise GtpError(f"response id mismatch: {head!r}")
        body = "\n".join([rest[len(digits):].lstrip(" ")] + lines[1:])
        if status == "?":
            raise GtpError(body)
        return body

    def close(self):
        try:
            self.command("quit")
        except Exception:
            pass
        self._closer()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def play_game(black, white, game, limit):
    """Plays one game between two sessions; returns the final_score text."""
    for c in (black, white):
        c.command(f"set_game {game}")
        c.command(f"pn-player uct {limit}")
    players = {"b": black, "w": white}
    colour = "b"
    while True:
        if black.command("pn-result").startswith("over"):
            return black.command("final_score")
        mover, other = players[colour], players["w" if colour == "b" else "b"]
        move = mover.command(f"genmove {colour}")
        other.command(f"play {colour} {move}")
        colour = "w" if colour == "b" else "b"


def main(argv=None):
    ap = argparse.ArgumentParser(description="Play pnengine against itself over its protocol.")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=9610)
    ap.add_argument("--jar", help="spawn `java -jar JAR stdio` twice instead of connecting over TCP")
    ap.add_argument("--game", default="connect_four")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--movetime", type=float, default=0.0, help="seconds per move")
    ap.add_argument("--playouts", type=int, default=0, help="playouts per move (with --movetime 0)")
    args = ap.parse_args(argv)
    limit = f"movetime={args.movetime} playouts={args.playouts}"

    def connect():
        if args.jar:
            return GtpClient.spawn(["java", "-jar", args.jar, "stdio"])
        return GtpClient.tcp(args.host, args.port)

    with connect() as a, connect() as b:
        for g in range(args.games):
            black, white = (a, b) if g % 2 == 0 else (b, a)
            score = play_game(black, white, args.game, limit)
            seat = "A is black" if g % 2 == 0 else "B is black"
            print(f"game {g + 1}: {score} ({seat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
