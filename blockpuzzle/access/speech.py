"""Getting a sentence spoken, by every screen reader, exactly once.

Qt 6.8 sends a sentence as an announcement event (``object:announcement`` on
Linux, a UI Automation notification on Windows, an announcement request on
macOS).  Orca before version 45 — Debian 12's, Ubuntu 22.04's — has no ear
for announcements; what it speaks is an object of the *notification* role
that becomes visible.  Orca 45 and later speak both, so both would be heard
twice.

So on Linux the game asks the accessibility registry which events the
screen reader listens to: if it listens for announcements, the sentence goes
as an announcement; if not, as a notification.  The registry is read once
(through ``dbus-send``: Qt's D-Bus module cannot read its answer from
Python), then followed as listeners come and go.  Where it cannot be read,
both are sent: better twice than never.  Elsewhere the announcement alone.
"""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

from ..lang.words import spoken

REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry")


@contextlib.contextmanager
def built_unheard() -> Iterator[None]:
    """Build a dialog without assistive technology hearing each step.

    A tab widget selects its first tab as the tab is added; heard while the
    dialog is being built, that selection reaches Orca before the dialog's
    window does, Orca takes it for the focus moving into the dialog, and
    then ignores the dialog's activation as old news: the dialog's name is
    never said ("Totals page tab." alone for Statistics).  Built with
    accessibility off, the dialog is heard as it opens: its name, then the
    focus."""
    was = QAccessible.isActive()
    QAccessible.setActive(False)
    try:
        yield
    finally:
        QAccessible.setActive(was)


class SpeechBar(QWidget):
    """Where the notifications are: a status bar to assistive technology, of
    no size on the screen.  Orca before 45 names a notification's role
    before its text ("notification Placed at …") unless it is inside a
    status bar, where it says the text alone (its speech generator's
    ``_generateRoleName`` and ``isStatusBarNotification``)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("speech")
        self.setFixedSize(0, 0)


class Notifier(QLabel):
    """A label that assistive technology sees as a notification; it is
    shown (at no size) for each sentence, hidden between them."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self.setFixedSize(0, 0)
        self.hide()

    def notify(self, text: str) -> None:
        self.hide()
        self.setText(text)
        self.setAccessibleName(text)
        self.show()


# The interfaces the factory made.  PySide leaves a factory's result owned
# by Python while Qt's accessibility cache keeps its pointer; without a
# reference here, Python could free one the cache still held, and a process
# crashed as the application ended (QAccessibleCache::deleteInterface, see
# tests/access/test_speech.py).  Kept here, each is deleted by Qt alone —
# with its widget, or at exit — and PySide marks the wrapper dead.
_interfaces: list[QAccessibleWidget] = []


def _factory(_key: str, obj: QObject) -> QAccessibleWidget | None:
    if isinstance(obj, Notifier):
        role = QAccessible.Role.Notification
    elif isinstance(obj, SpeechBar):
        role = QAccessible.Role.StatusBar
    else:
        return None
    interface = QAccessibleWidget(obj, role)
    _interfaces.append(interface)
    return interface


_installed = False


def _install_factory() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announces_on_linux() -> bool:
    return QGuiApplication.platformName() in ("xcb", "wayland")


class Listeners(QObject):
    """Which events assistive technology has asked the AT-SPI registry for."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.events: set[tuple[str, str]] | None = None  # None: not known
        self._watching = False

    def announcements(self) -> bool | None:
        """Whether some assistive technology listens for announcements;
        None where that cannot be known."""
        if self.events is None:
            self.read()
        if self.events is None:
            return None
        return any(
            event.lower().startswith(("object:announcement", "object::"))
            or event in ("", "Object:")
            for _bus, event in self.events
        )

    def read(self) -> None:
        """Ask the registry once (and from then on, follow its news)."""
        address = self._bus_address()
        if address is None:
            return
        found = self._registered(address)
        if found is None:
            return
        self.events = found
        self._watch(address)

    @staticmethod
    def _bus_address() -> str | None:
        try:
            from PySide6.QtDBus import QDBusConnection, QDBusInterface
        except ImportError:
            return None
        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return None
        reply = QDBusInterface("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", bus).call(
            "GetAddress"
        )
        arguments = reply.arguments()
        return str(arguments[0]) if arguments and isinstance(arguments[0], str) else None

    @staticmethod
    def _registered(address: str) -> set[tuple[str, str]] | None:
        send = shutil.which("dbus-send")
        if send is None:
            return None
        from PySide6.QtCore import QProcess  # only with a screen reader: not on the start path

        process = QProcess()
        destination, path, interface = REGISTRY
        process.start(
            send,
            [f"--bus={address}", "--print-reply", f"--dest={destination}", path,
             f"{interface}.GetRegisteredEvents"],
        )  # fmt: skip
        if not process.waitForFinished(1000) or process.exitCode() != 0:
            # Ended before the process is let go (kill() only asks).
            process.kill()
            process.waitForFinished(1000)
            return None
        strings = [
            line.strip().removeprefix("string ").strip('"')
            for line in bytes(process.readAllStandardOutput().data()).decode().splitlines()
            if line.strip().startswith("string ")
        ]
        return set(zip(strings[::2], strings[1::2], strict=False))

    def _watch(self, address: str) -> None:
        if self._watching:
            return
        from PySide6.QtDBus import QDBusConnection

        bus = QDBusConnection.connectToBus(address, "blockpuzzle-registry")
        for name, slot in (
            ("EventListenerRegistered", "registered(QString,QString)"),
            ("EventListenerDeregistered", "deregistered(QString,QString)"),
        ):
            # PySide6 takes the SLOT() signature as text; its stubs want bytes.
            bus.connect(*REGISTRY, name, self, f"1{slot}")  # type: ignore[call-overload]
        self._watching = True

    @Slot(str, str)
    def registered(self, bus: str, event: str) -> None:
        if self.events is not None:
            self.events.add((bus, event))

    @Slot(str, str)
    def deregistered(self, bus: str, event: str) -> None:
        if self.events is not None:
            self.events.discard((bus, event))


class Speaker(QObject):
    """Says sentences on behalf of ``target`` (the game window)."""

    def __init__(self, target: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._target = target
        # Before the bar and the notifier exist: an interface Qt has made for
        # a widget is kept, and a screen reader may ask for them at once.
        _install_factory()
        self.bar = SpeechBar(target)
        self.notifier = Notifier(self.bar)
        self.listeners = Listeners(self)
        self.sent: list[str] = []  # how the last sentence went: "announcement", "notification"

    def say(self, text: str) -> None:
        """Speak ``text`` once the current event is handled: after the focus
        moves a key may have caused, so a screen reader, which cuts speech
        short for a new focus, says the focus first and then this; its
        signs in words (:func:`.spoken`)."""
        if QAccessible.isActive():
            words = spoken(text)
            QTimer.singleShot(0, lambda: self.send(words))

    def target_active(self) -> bool:
        """Whether the window spoken for has the keyboard: a focus moved in
        it is heard."""
        return self._target.window().isActiveWindow()

    def send(self, text: str) -> None:
        """Speak ``text`` now."""
        announcement = notification = True
        if announces_on_linux():
            heard = self.listeners.announcements()
            if heard is not None:
                announcement, notification = heard, not heard
        else:
            notification = False
        self.sent = []
        if announcement:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._target, text))
            self.sent.append("announcement")
        if notification:
            self.notifier.notify(text)
            self.sent.append("notification")
