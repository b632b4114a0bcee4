"""The accessible interface of the notification a screen reader hears
(access/speech.py) is kept alive for Qt, which deletes it.

The whole suite in the order of --randomly-seed=1042173991 ended with a
segmentation fault after its last test: under gdb, in
QAccessibleCache::deleteInterface from ~QApplication, deleting an interface
whose memory had been freed — the Python-owned one the factory had made.
Keeping a reference to every interface the factory makes ended the crash
(that seed's run exits 0).  The first test pins the reference; the second,
in a process of its own, reads the interfaces again after Python collected
its garbage and ends the application, which must exit with 0.
"""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from blockpuzzle.access import speech

from ..helpers import LINUX_ONLY, cannot_here

SCRIPT = r"""
import gc
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from blockpuzzle.access import speech

app = QApplication([])
QAccessible.setActive(True)  # as under a screen reader, and in the suite
speech._install_factory()
roles = []
for _ in range(3):
    window = QWidget()
    notifier = speech.Notifier(window)
    QAccessible.queryAccessibleInterface(notifier)
    gc.collect()
    junk = [QWidget() for _ in range(50)]  # reuse whatever was freed
    again = QAccessible.queryAccessibleInterface(notifier)
    roles.append(again.role() == QAccessible.Role.Notification)
    notifier.notify("Skor: 4")
    roles.append(again.text(QAccessible.Text.Name) == "Skor: 4")
    if len(roles) < 5:
        window.deleteLater()  # the last window stays to the end
    app.processEvents()
print(roles, flush=True)
"""


def test_the_factory_keeps_every_interface_it_makes(qapp):
    window = QWidget()
    notifier = speech.Notifier(window)
    speech._install_factory()
    interface = QAccessible.queryAccessibleInterface(notifier)
    assert interface.role() == QAccessible.Role.Notification
    assert any(kept is interface for kept in speech._interfaces)
    window.deleteLater()


def test_the_notifications_interface_outlives_python_and_the_process_ends_cleanly():
    # Freed memory filled with junk (glibc): reading it cannot pass unnoticed.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MALLOC_PERTURB_": "165"}
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == str([True] * 6)


def test_where_qt_announces_itself_a_sentence_is_an_announcement_only(qapp, monkeypatch):
    """Off Linux's AT-SPI (Windows, macOS; the offscreen platform here) Qt
    hands an announcement to the platform's own screen reader: the notifier
    stays quiet, or the sentence would be heard twice."""
    assert not speech.announces_on_linux()
    window = QWidget()
    speaker = speech.Speaker(window)
    heard = []
    monkeypatch.setattr(speaker.notifier, "notify", heard.append)
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: heard.append(event))
    speaker.send("Placed at row 3, column 5.")
    assert speaker.sent == ["announcement"]
    assert len(heard) == 1 and not isinstance(heard[0], str)
    window.deleteLater()


REPLY = """method return time=1764600000.1 sender=:1.0 -> destination=:1.9 serial=7 reply_serial=2
   array [
      struct {
         string ":1.12"
         string "object:announcement"
      }
      struct {
         string ":1.12"
         string "focus:"
      }
   ]
"""


@LINUX_ONLY
def test_the_registry_is_asked_which_events_are_listened_for(tmp_path, monkeypatch, qapp):
    """What the game asks AT-SPI's registry, word for word (D-Bus names a
    screen reader's registry by), and how it reads the answer: the events a
    screen reader listens for, and so whether announcements are heard."""
    asked = tmp_path / "asked"
    fake = tmp_path / "dbus-send"
    fake.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > {asked}\ncat <<'END'\n{REPLY}END\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    found = speech.Listeners._registered("unix:path=/run/user/1000/at-spi/bus")
    assert asked.read_text().splitlines() == [
        "--bus=unix:path=/run/user/1000/at-spi/bus",
        "--print-reply",
        "--dest=org.a11y.atspi.Registry",
        "/org/a11y/atspi/registry",
        "org.a11y.atspi.Registry.GetRegisteredEvents",
    ]
    assert found == {(":1.12", "object:announcement"), (":1.12", "focus:")}
    listeners = speech.Listeners()
    listeners.events = found
    assert listeners.announcements() is True
    listeners.events = {(":1.12", "focus:")}
    assert listeners.announcements() is False


@LINUX_ONLY
def test_a_registry_that_does_not_answer_leaves_the_listeners_unknown(tmp_path, monkeypatch, qapp):
    """dbus-send failing (no registry on that bus: an error and exit 1) or
    hanging is not "nobody listens": the listeners stay unknown, and the
    game then both announces and notifies, so a screen reader hears it
    either way."""
    fake = tmp_path / "dbus-send"
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    address = "unix:path=/run/user/1000/at-spi/bus"
    fake.write_text(
        "#!/bin/sh\necho 'Error org.freedesktop.DBus.Error.ServiceUnknown: "
        "The name org.a11y.atspi.Registry was not provided' >&2\nexit 1\n"
    )
    fake.chmod(0o755)
    assert speech.Listeners._registered(address) is None
    # An answer, but cut short: dbus-send killed before it ends.
    fake.write_text(f"#!/bin/sh\ncat <<'END'\n{REPLY}END\nexec sleep 5\n")
    assert speech.Listeners._registered(address) is None
    listeners = speech.Listeners()
    monkeypatch.setattr(listeners, "_bus_address", lambda: address)
    assert listeners.announcements() is None


def test_the_registry_is_asked_once_and_then_followed(monkeypatch, qapp):
    """Whether anyone listens for announcements is asked of the registry the
    first time a sentence is sent, not on every sentence (each ask is a
    process): later news comes from the registry's own signals."""
    asked: list[str] = []
    listeners = speech.Listeners()
    monkeypatch.setattr(listeners, "_bus_address", lambda: "unix:path=/tmp/bus")

    def registered(address: str) -> set[tuple[str, str]]:
        asked.append(address)
        return {(":1.12", "object:announcement")}

    monkeypatch.setattr(listeners, "_registered", registered)
    monkeypatch.setattr(listeners, "_watch", lambda address: None)
    assert listeners.announcements() is True
    assert listeners.announcements() is True
    assert asked == ["unix:path=/tmp/bus"]


@LINUX_ONLY
def test_a_screen_reader_started_after_the_game_is_heard(children, monkeypatch, qtbot):
    """Orca started (or stopped) while the game runs: the registry says so
    on its bus (EventListenerRegistered / Deregistered), and the game
    follows, without asking again. Played on a private D-Bus daemon, a
    registry of our own emitting the registry's signals."""
    import shutil

    import shiboken6
    from PySide6.QtDBus import QDBusConnection, QDBusMessage

    daemon = shutil.which("dbus-daemon")
    if daemon is None:
        cannot_here("dbus-daemon is not installed (Debian: dbus)")
    proc = children(
        [daemon, "--session", "--nofork", "--print-address"], stdout=subprocess.PIPE, text=True
    )
    address = proc.stdout.readline().strip()
    registry = QDBusConnection.connectToBus(address, "test-registry")
    assert registry.isConnected() and registry.registerService(speech.REGISTRY[0])
    listeners = speech.Listeners()
    monkeypatch.setattr(listeners, "_bus_address", lambda: address)
    monkeypatch.setattr(listeners, "_registered", lambda _address: set())
    assert listeners.announcements() is False  # nobody listens yet

    def say(name: str, event: str) -> None:
        signal = QDBusMessage.createSignal(speech.REGISTRY[1], speech.REGISTRY[2], name)
        signal.setArguments([":1.42", event])
        assert registry.send(signal)

    try:
        say("EventListenerRegistered", "object:announcement")
        qtbot.waitUntil(lambda: listeners.announcements() is True, timeout=5000)
        say("EventListenerDeregistered", "object:announcement")
        qtbot.waitUntil(lambda: listeners.announcements() is False, timeout=5000)
    finally:
        # The follower goes first, here, as the game's own goes with its
        # window: a connection closed first is destroyed in Qt's D-Bus
        # thread, which then reaches into the follower (still connected to
        # it) while Python deletes it here, and crashed one run in three.
        shiboken6.delete(listeners)
        QDBusConnection.disconnectFromBus("test-registry")
        QDBusConnection.disconnectFromBus("blockpuzzle-registry")
