"""The game's sounds: a placement, a clear (richer for more lines at once),
the end of a game — and silence for a drop that does not fit, which emits
nothing to hear.  Muting is a preference.

The sounds are short mono WAVs (resources/sounds/, 22,050 Hz, 16 bit), mixed
here and written to one :class:`QAudioSink` that lives as long as the
window.  Not one ``QSoundEffect`` per sound: with Qt 6.11 on PulseAudio (and
PipeWire's PulseAudio server, what most Linux desktops run), two
QSoundEffects playing in turn put Qt's event loop into a busy loop of
"QSocketNotifier: Invalid socket" warnings — key presses waited seconds and
the window could not close (tests/e2e/test_bundle.py plays a whole game
against a real PulseAudio server to keep it so).  One sink is also one
stream for the sound server, with a latency set here (about 50 ms).

Without an audio device, or without QtMultimedia, the game is silent and
nothing here can fail a game.
"""

from __future__ import annotations

import array
import contextlib
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QObject, QTimer, Signal

from ..engine import Placement
from ..models.game import GameModel
from ..paths import resource
from ..store.prefs import Preferences

RATE = 22_050
LATENCY_MS = 50
PUMP_MS = 10
VOLUME = 0.6


# Every sound the game plays.
SOUNDS = ("place", "clear1", "clear2", "clear3", "gameover")


def clear_sound(lines: int) -> str:
    return f"clear{min(lines, 3)}"


def read_wav(path: Path) -> array.array[int] | None:
    """The samples of a mono 16-bit WAV at RATE, scaled to VOLUME; None for
    anything else (a sound we cannot play is skipped, not an error)."""
    try:
        with wave.open(str(path), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                return None
            samples = array.array("h", w.readframes(w.getnframes()))
    except (OSError, EOFError, wave.Error):
        return None
    if sys.byteorder == "big":
        samples.byteswap()
    return array.array("h", (int(v * VOLUME) for v in samples))


class Voice:
    """One sound being played: its samples and how far it has got."""

    __slots__ = ("at", "samples")

    def __init__(self, samples: array.array[int]) -> None:
        self.samples = samples
        self.at = 0


def mix(voices: list[Voice], count: int) -> array.array[int]:
    """The next ``count`` samples of all voices summed (clipped to 16 bits);
    each voice advances, and the finished ones are removed from ``voices``.
    Fewer than ``count`` samples once every voice has ended."""
    length = min(count, max((len(v.samples) - v.at for v in voices), default=0))
    out = array.array("h", bytes(2 * length))
    for voice in voices:
        part = voice.samples[voice.at : voice.at + length]
        if len(voices) == 1:
            out[: len(part)] = part
        else:
            for i, value in enumerate(part):
                total = out[i] + value
                out[i] = 32767 if total > 32767 else -32768 if total < -32768 else total
        voice.at += len(part)
    voices[:] = [v for v in voices if v.at < len(v.samples)]
    return out


@contextlib.contextmanager
def no_media_backend() -> Iterator[None]:
    """QtMultimedia's first use, without its media backend plugin.

    The audio output (QMediaDevices, QAudioSink) is QtMultimedia's own; its
    first use also loads a backend for playing media files, which the game
    never does: PySide6's FFmpeg one, ~30 libraries with Qt Quick, QML and
    OpenGL, ~12 MB of memory (benchmarks/startup.py).  The bundle leaves
    that plugin out; from source, Qt's plugin folders are hidden while the
    backend is chosen (none is then found, and Qt says so once), and given
    back at once."""
    paths = QCoreApplication.libraryPaths()
    kept = [path for path in paths if not (Path(path) / "multimedia").is_dir()]
    if kept == paths:
        yield
        return
    QCoreApplication.setLibraryPaths(kept)
    try:
        yield
    finally:
        QCoreApplication.setLibraryPaths(paths)


class Mixer(QObject):
    """Plays sounds through one audio output stream, opened on the first
    sound and kept open; ``write`` is where mixed samples go (the sink's
    device; tests may give another)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.voices: list[Voice] = []
        self._sink: QObject | None = None
        self._device: QIODevice | None = None
        self._opened = False
        self._pump = QTimer(self)
        self._pump.setInterval(PUMP_MS)
        self._pump.timeout.connect(self.pump)

    @property
    def opened(self) -> bool:
        """Whether an output was asked for (it is, on the first sound)."""
        return self._opened

    def warm_up(self) -> None:
        """Opens the output if that was not done yet: on the first sound
        (about 20 ms with PulseAudio, once; benchmarks/sound.py)."""
        if not self._opened:
            self._opened = True
            self._open()

    def play(self, samples: array.array[int]) -> None:
        self.warm_up()
        if self._device is None:
            return  # no audio output: silence
        self.voices.append(Voice(samples))
        self.pump()
        self._pump.start()

    def _open(self) -> None:
        try:
            from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
        except ImportError:  # QtMultimedia (PySide6-Addons) is not installed
            return
        with no_media_backend():
            output = QMediaDevices.defaultAudioOutput()
        audio = QAudioFormat()
        audio.setSampleRate(RATE)
        audio.setChannelCount(1)
        audio.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if output.isNull() or not output.isFormatSupported(audio):
            return
        sink = QAudioSink(output, audio, self)
        sink.setBufferSize(RATE * 2 * LATENCY_MS // 1000)
        device = sink.start()
        if device is not None:
            self.attach(sink, device)

    def attach(self, sink: QObject, device: QIODevice) -> None:
        """Plays into ``device``, as much as ``sink.bytesFree()`` allows."""
        self._opened = True
        self._sink, self._device = sink, device

    def pump(self) -> None:
        """Tops the output up with as much as it takes now."""
        if self._device is None or self._sink is None:
            return
        room = self._sink.bytesFree() // 2  # type: ignore[attr-defined]
        if room > 0 and self.voices:
            self._device.write(mix(self.voices, room).tobytes())
        if not self.voices:
            self._pump.stop()

    def close(self) -> None:
        self._pump.stop()
        self.voices.clear()
        if self._sink is not None:
            self._sink.stop()  # type: ignore[attr-defined]
        self._sink = self._device = None


class SoundBoard(QObject):
    """Signals:
    played(str): a sound was started (its name), for whoever listens.
    """

    played = Signal(str)

    def __init__(self, model: GameModel, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._prefs = prefs
        self._sounds: dict[str, array.array[int] | None] = {}
        self.mixer = Mixer(self)
        model.placed.connect(lambda *placed: self._placed(placed[-1]))
        model.gameOver.connect(lambda _score: self.play("gameover"))

    def warm_up(self) -> None:
        """Open the output and read the sounds now, where sound is on: in the
        first idle moment after the window shows, not on the first placement
        (QtMultimedia's first import and the output's opening took ~100 ms
        there, in the middle of its settle animation: benchmarks/first_move.py)."""
        if not self._prefs.sound:
            return
        for name in SOUNDS:
            if name not in self._sounds:
                self._sounds[name] = read_wav(resource("sounds", f"{name}.wav"))
        self.mixer.warm_up()

    def _placed(self, placement: Placement) -> None:
        if placement.lines:
            self.play(clear_sound(placement.lines))
        else:
            self.play("place")

    def play(self, name: str) -> None:
        if not self._prefs.sound:
            return
        if name not in self._sounds:
            self._sounds[name] = read_wav(resource("sounds", f"{name}.wav"))
        samples = self._sounds[name]
        if samples is not None:
            self.mixer.play(samples)
        self.played.emit(name)

    def close(self) -> None:
        self.mixer.close()
