"""Runs Orca (with Debian's /usr/bin/python3) so that its debug log is
written line by line: Orca buffers its debug file, and a test reads what it
decided to speak from that file while it runs.

    /usr/bin/python3 orca_launcher.py --debug-file FILE [orca options]
"""

import runpy
import sys

# Orca's own package, not anything beside this file.
sys.path[0] = "/usr/lib/python3/dist-packages"

from orca import debug  # noqa: E402

_println = debug.println


def println(level, text="", timestamp=False):
    _println(level, text, timestamp)
    if debug.debugFile is not None:
        debug.debugFile.flush()


debug.println = println
sys.argv[0] = "/usr/bin/orca"
runpy.run_path("/usr/bin/orca", run_name="__main__")
