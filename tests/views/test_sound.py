"""Sound: the right sound for each event, none for a miss or when muted."""

from __future__ import annotations

import array
import wave

from PySide6.QtCore import QBuffer, QIODevice, QObject

from blockpuzzle.engine import CLASSIC, Board, Game, shape
from blockpuzzle.paths import resource
from blockpuzzle.store.settings import SOUND, Settings
from blockpuzzle.views import sound

from ..helpers import (
    TWO_LINES,
    board_point,
    move_to,
    open_window,
    release_at,
    start_drag,
    with_tray,
)


def sounds(win):
    heard = []
    win.sound.played.connect(heard.append)
    return heard


def test_the_output_is_opened_once_the_window_shows_not_on_the_first_placement(win, qtbot):
    """Opening it (QtMultimedia loading, the device asked for) took ~100 ms
    in the middle of the first placement's animation: it is done in the
    first idle moment after the window's first frame."""
    qtbot.waitUntil(lambda: win.sound.mixer.opened, timeout=5000)
    assert win.model.game.moves == []


def test_once_the_window_has_shown_no_sound_waits_for_its_file(win, qtbot, monkeypatch):
    """Every sound the game can play was read in the first idle moment: a
    one-, two- or three-line clear, a placement or the end of a game never
    reads a file while the player waits (each would stall its animation)."""
    qtbot.waitUntil(lambda: win.sound.mixer.opened, timeout=5000)

    def no_reading(path):  # type: ignore[no-untyped-def]
        raise AssertionError(f"read {path} while playing")

    monkeypatch.setattr(sound, "read_wav", no_reading)
    heard = sounds(win)
    for name in ("place", "clear1", "clear2", "clear3", "gameover"):
        win.sound.play(name)
    assert heard == ["place", "clear1", "clear2", "clear3", "gameover"]
    assert sound.clear_sound(1) == "clear1" and sound.clear_sound(5) == "clear3"


def test_placement_clear_and_game_over_each_have_their_sound(win):
    heard = sounds(win)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES)
    )
    win.model.place_at(1, 0, 0)
    assert heard == ["place"]
    win.model.place_at(0, 7, 7)  # completes row 7 and column 7
    assert heard == ["place", "clear2"]
    holes = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=Board.from_text(text))
    )
    win.model.place_at(0, 0, 4)
    assert heard[-2:] == ["place", "gameover"]


def test_a_missed_drop_is_silent(win):
    heard = sounds(win)
    board = Board.from_text("1.......\n" + "........\n" * 7)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board)
    )
    start_drag(win, 0)
    target = board_point(win, 1.5, 3.5)  # over the filled corner
    move_to(win, target)
    release_at(win, target)
    assert heard == []
    assert win.model.game.board == board


def test_muted_means_no_sound_at_all(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.set(SOUND, False)
    settings.sync()
    win = open_window(qtbot, path, Game(CLASSIC, 1))
    heard = sounds(win)
    qtbot.wait(100)  # the first idle moments after the window shows
    win.model.place(0, 0, 0)
    assert heard == []
    assert not win.sound.mixer.opened  # no output was even asked for


# -- the mixer: what reaches the audio output ------------------------------


class FakeSink(QObject):
    """An audio sink that takes ``room`` bytes at a time into a buffer."""

    def __init__(self, room: int) -> None:
        super().__init__()
        self.room = room
        self.out = QBuffer()
        self.out.open(QIODevice.OpenModeFlag.WriteOnly)

    def bytesFree(self) -> int:  # QAudioSink's name
        return self.room

    def samples(self) -> array.array:
        return array.array("h", bytes(self.out.data()))


def test_every_sound_ships_as_mono_16_bit_at_the_mixers_rate():
    for name in ("place", "clear1", "clear2", "clear3", "gameover"):
        samples = sound.read_wav(resource("sounds", f"{name}.wav"))
        assert samples is not None and len(samples) > sound.RATE // 20, name
        assert max(map(abs, samples)) <= 32767 * sound.VOLUME


def test_a_wav_the_mixer_cannot_play_is_skipped_not_an_error(tmp_path):
    stereo = tmp_path / "stereo.wav"
    with wave.open(str(stereo), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(sound.RATE)
        w.writeframes(bytes(400))
    truncated = tmp_path / "truncated.wav"
    truncated.write_bytes(resource("sounds", "place.wav").read_bytes()[:30])
    assert sound.read_wav(stereo) is None
    assert sound.read_wav(truncated) is None
    assert sound.read_wav(tmp_path / "missing.wav") is None


def test_overlapping_sounds_are_summed_and_clipped():
    loud = array.array("h", [30000] * 6)
    quiet = array.array("h", [-100, 100, 5000])
    voices = [sound.Voice(loud), sound.Voice(quiet)]
    assert list(sound.mix(voices, 4)) == [29900, 30100, 32767, 30000]
    assert len(voices) == 1  # the short one has ended
    assert list(sound.mix(voices, 4)) == [30000, 30000]
    assert voices == []
    assert list(sound.mix(voices, 4)) == []


def test_the_mixer_plays_a_second_sound_over_the_first_into_one_output(qtbot):
    mixer = sound.Mixer()
    sink = FakeSink(room=2 * 100)
    mixer.attach(sink, sink.out)
    first = array.array("h", range(1, 251))
    second = array.array("h", [1000] * 50)
    mixer.play(first)  # 100 samples go out at once
    mixer.play(second)  # joins at sample 100
    qtbot.waitUntil(lambda: not mixer.voices, timeout=2000)
    expected = list(first)
    for i in range(50):
        expected[100 + i] += 1000
    assert list(sink.samples()) == expected
    # Nothing left to play: the mixer stops waking up.
    assert not mixer._pump.isActive()


def test_without_an_audio_output_the_game_is_silent_and_plays_on(win, monkeypatch):
    monkeypatch.setattr(sound.Mixer, "_open", lambda self: None)  # as with no device
    heard = sounds(win)
    win.model.place(0, 0, 0)
    assert heard == ["place"]
    assert win.sound.mixer.voices == []
