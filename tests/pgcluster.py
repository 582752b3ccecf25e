"""A throwaway PostgreSQL cluster for the tests: its own data folder in a temporary
directory, listening on loopback only, on a free port, with settings for speed, not
durability (fsync off). Started once per test session, stopped and deleted at the end;
under pytest-xdist every worker is a session of its own and starts its own cluster (a few
seconds each: cheaper and simpler than sharing one between processes).

It uses the server binaries of the Debian ``postgresql`` package (``initdb``, ``pg_ctl``:
on PATH or under ``/usr/lib/postgresql/<version>/bin``). PostgreSQL refuses to run as root,
so under root the cluster runs as the ``postgres`` user (or ``nobody``) instead.

``STRATEGOS_TEST_PG`` changes what the tests use: a ``postgresql://`` URL of a server you
run yourself (the tests create and drop their own databases there), or ``off`` to skip the
PostgreSQL runs.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ENV = "STRATEGOS_TEST_PG"
SUPERUSER = "strategos"
START_TIMEOUT = 60  # seconds pg_ctl waits for the server to accept connections
# Settings for a disposable test server: nothing here needs to survive a crash.
SERVER_OPTIONS = (
    "-c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off "
    "-c full_page_writes=off -c max_connections=200 -c shared_buffers=32MB"
)


class ClusterUnavailable(Exception):
    """PostgreSQL cannot run here; the message says why (the tests skip with it)."""


def find_binaries() -> Path:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres`` (newest version first)."""
    found = shutil.which("initdb")
    candidates = [Path(found).resolve().parent] if found else []
    versions = glob.glob("/usr/lib/postgresql/*/bin")
    candidates += [Path(p) for p in sorted(versions, key=_version_key, reverse=True)]
    for folder in candidates:
        if all((folder / name).exists() for name in ("initdb", "pg_ctl", "postgres")):
            return folder
    raise ClusterUnavailable(
        "PostgreSQL server binaries (initdb, pg_ctl) not found on PATH or under "
        "/usr/lib/postgresql/*/bin; install the Debian package `postgresql`"
    )


def _version_key(path: str) -> tuple[int, ...]:
    part = Path(path).parent.name
    return tuple(int(x) for x in part.split(".") if x.isdigit())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _run_as() -> pwd.struct_passwd | None:
    """The user to run the server as: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    raise ClusterUnavailable("running as root and neither a `postgres` nor a `nobody` user")


@dataclass
class Cluster:
    bin: Path
    root: Path  # the temporary folder: data/, the log and the socket
    port: int
    user: pwd.struct_passwd | None
    started: float = field(default_factory=time.monotonic)

    @property
    def data(self) -> Path:
        return self.root / "data"

    @property
    def log(self) -> Path:
        return self.root / "server.log"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        extra: dict[str, Any] = {}
        if self.user is not None:
            extra = {"user": self.user.pw_uid, "group": self.user.pw_gid, "extra_groups": []}
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env["LC_ALL"] = "C"
        return subprocess.run(
            [str(self.bin / args[0]), *args[1:]],
            cwd=self.root,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            **extra,
        )

    def start(self) -> None:
        done = self._run(
            "initdb", "-D", str(self.data), "-A", "trust", "-U", SUPERUSER,
            "-E", "UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip
        if done.returncode != 0:
            raise ClusterUnavailable(f"initdb failed: {_tail(done.stderr or done.stdout)}")
        for attempt in range(3):
            options = f"{SERVER_OPTIONS} -p {self.port} -c unix_socket_directories={self.root}"
            done = self._run(
                "pg_ctl", "start", "-w", "-t", str(START_TIMEOUT), "-D", str(self.data),
                "-l", str(self.log), "-o", options,
            )  # fmt: skip
            if done.returncode == 0:
                return
            if attempt < 2 and "already in use" in self.server_log():  # lost the port race
                self.port = _free_port()
                continue
            raise ClusterUnavailable(
                f"pg_ctl start failed: {_tail(done.stderr or done.stdout)} "
                f"{_tail(self.server_log())}"
            )

    def server_log(self) -> str:
        try:
            return self.log.read_text(errors="replace")
        except OSError:
            return ""

    def cpu_seconds(self) -> float | None:
        """CPU time the server has used so far (the postmaster, its live processes and those
        that ended), from /proc; None where that cannot be read."""
        try:
            pid = int((self.data / "postmaster.pid").read_text().split()[0])
            tick = os.sysconf("SC_CLK_TCK")
            fields = _stat(pid)
            total = sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
            for entry in Path("/proc").iterdir():
                if entry.name.isdigit() and entry.name != str(pid):
                    with contextlib.suppress(OSError, IndexError):
                        child = _stat(int(entry.name))
                        if int(child[1]) == pid:  # its parent is the postmaster
                            total += int(child[11]) + int(child[12])
            return total / tick
        except (OSError, ValueError, IndexError):
            return None

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "immediate", "-w", timeout=60)
        shutil.rmtree(self.root, ignore_errors=True)


def _stat(pid: int) -> list[str]:
    """/proc/PID/stat after the command name: [state, ppid, …]; utime is at index 11."""
    raw = Path(f"/proc/{pid}/stat").read_text()
    return raw[raw.rindex(")") + 2 :].split()


def _tail(text: str, lines: int = 5) -> str:
    return " | ".join(text.strip().splitlines()[-lines:])


PREFIX = "strategos-pg-"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_orphans(parent: str, folder: Path, user: pwd.struct_passwd | None) -> None:
    """Stop and delete the clusters of earlier test sessions that died without stopping
    theirs (killed outright): each folder is named after its session's process id."""
    for root in Path(parent).glob(f"{PREFIX}*"):
        pid = root.name[len(PREFIX) :].split("-", 1)[0]
        if not pid.isdigit() or _alive(int(pid)) or not (root / "data").is_dir():
            continue
        Cluster(folder, root, 0, user).stop()


def start_cluster() -> Cluster:
    """Create and start a throwaway cluster, or raise ``ClusterUnavailable`` saying why."""
    folder = find_binaries()
    user = _run_as()
    # Another user must reach the folder: under root, put it in /tmp, not in a private TMPDIR.
    parent = "/tmp" if user is not None and os.path.isdir("/tmp") else tempfile.gettempdir()
    with contextlib.suppress(OSError):
        remove_orphans(parent, folder, user)
    root = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=parent))
    if user is not None:
        os.chown(root, user.pw_uid, user.pw_gid)
    cluster = Cluster(folder, root, _free_port(), user)
    try:
        cluster.start()
    except BaseException:
        cluster.stop()
        raise
    return cluster
