"""The bundle's entry point (pyside6-deploy compiles a script, not a package's
``__main__``): the same ``main`` as the ``blockpuzzle`` command."""

import sys

from blockpuzzle.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
