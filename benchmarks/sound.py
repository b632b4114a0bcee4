"""What playing the game's sounds costs the event loop, against a real
PulseAudio server (a private one with a null sink, stopped by PID).

    python benchmarks/sound.py [--seconds S]

Two ways, each in its own process: ``effects`` — one QSoundEffect per sound,
as the game did until issue 17 — and ``mixer`` — the game's Mixer
(blockpuzzle/views/sound.py): the WAVs mixed in Python and written to one
QAudioSink.  Each plays a placement and a clear in turn every 150 ms (a fast
player) while a 5 ms timer measures how late the event loop runs it, and
counts Qt's messages; then it quits, and the time to exit is measured.
The one-time set-up (creating the effects; opening the output, which the
game does on its first sound) is timed apart.
Prints per way the median, p99 and worst timer lateness, the warnings, the
exit time, and the ratio of the p99s.  Needs pulseaudio and pactl
(apt-get install pulseaudio pulseaudio-utils).
"""

from __future__ import annotations

import argparse
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.harness import quantile as percentile  # noqa: E402

CHILD = r"""
import json, sys, time
from PySide6.QtCore import QTimer, QUrl, qInstallMessageHandler
from PySide6.QtWidgets import QApplication
sys.path.insert(0, sys.argv[3])
from blockpuzzle.paths import resource
from blockpuzzle.views import sound

way, seconds = sys.argv[1], float(sys.argv[2])
warnings = []
qInstallMessageHandler(lambda mode, context, text: warnings.append(text))
app = QApplication([])
names = ["place", "clear1"]
setup = time.perf_counter()
if way == "effects":
    from PySide6.QtMultimedia import QSoundEffect
    players = []
    for name in names:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
        effect.setVolume(0.6)
        players.append(effect.play)
else:
    mixer = sound.Mixer()
    mixer.warm_up()  # what the game's first sound does
    players = [
        (lambda s=sound.read_wav(resource("sounds", f"{n}.wav")): mixer.play(s)) for n in names
    ]
setup = time.perf_counter() - setup
plays = [0]
def play():
    players[plays[0] % len(players)]()
    plays[0] += 1
late = []
due = [0.0]
def beat():
    now = time.perf_counter()
    late.append(max(0.0, now - due[0]))
    due[0] = now + 0.005
settle = time.perf_counter() + 1.0
while time.perf_counter() < settle:
    app.processEvents()  # sounds loaded, the server connected
warnings.clear()
due[0] = time.perf_counter() + 0.005
player = QTimer(); player.timeout.connect(play); player.start(150)
heart = QTimer(); heart.timeout.connect(beat); heart.start(5)
QTimer.singleShot(int(seconds * 1000), app.quit)
app.exec()
late.sort()
print(json.dumps({"late": late, "plays": plays[0], "setup": setup,
                  "warnings": sorted(set(warnings))[:3], "warned": len(warnings)}), flush=True)
"""


def start_pulse(runtime: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime)}
    server = subprocess.Popen(
        ["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no",
         "-L", "module-null-sink", "-L", "module-native-protocol-unix"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    for _ in range(100):
        if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0:
            return server
        time.sleep(0.1)
    server.kill()
    raise SystemExit("PulseAudio did not start")


def run(way: str, seconds: float, runtime: Path) -> dict:
    env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime), "QT_QPA_PLATFORM": "offscreen"}
    begin = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, way, str(seconds), str(ROOT)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    assert child.stdout is not None
    # The result, or nothing if the child's event loop never got to it.
    ready, _, _ = select.select([child.stdout], [], [], seconds + 30)
    line = child.stdout.readline() if ready else ""
    printed = time.perf_counter()
    try:
        child.wait(timeout=20)
        exit_s = f"{time.perf_counter() - printed:.2f} s"
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        exit_s = "did not exit in 20 s (killed)"
    if not line:
        return {"error": f"no result after {printed - begin:.0f} s", "exit": exit_s}
    result = json.loads(line)
    result["exit"] = exit_s
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=4.0)
    args = parser.parse_args()
    if not (shutil.which("pulseaudio") and shutil.which("pactl")):
        print("needs pulseaudio and pactl (apt-get install pulseaudio pulseaudio-utils)")
        return 1
    runtime = Path(tempfile.mkdtemp(prefix="bp-sound-"))
    os.chmod(runtime, 0o700)
    server = start_pulse(runtime)
    try:
        results = {way: run(way, args.seconds, runtime) for way in ("effects", "mixer")}
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(runtime, ignore_errors=True)
    p99 = {}
    for way, r in results.items():
        if "error" in r:
            print(f"{way:8s} {r['error']}; exit: {r['exit']}")
            continue
        late = r["late"]
        p99[way] = percentile(late, 0.99)
        print(
            f"{way:8s} {r['plays']} sounds; 5 ms timer late by median "
            f"{percentile(late, 0.5) * 1e3:.2f} ms, p99 {p99[way] * 1e3:.2f} ms, worst "
            f"{late[-1] * 1e3:.1f} ms ({len(late)} beats); {r['warned']} Qt messages; "
            f"exit {r['exit']}; set-up before the first sound {r['setup'] * 1e3:.0f} ms"
        )
        for text in r["warnings"]:
            print(f"         message: {text[:100]}")
    if len(p99) == 2 and p99["mixer"] > 0:
        print(f"p99 lateness, effects / mixer: {p99['effects'] / p99['mixer']:.1f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
