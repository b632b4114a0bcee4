"""ICU's data trimmed for the Linux bundle (packaging/icu_data.py): what
stays and goes, and Qt on the trimmed library answering as before for the
game's languages — collation, upper case, time-zone names — and falling
back to ICU's root for another."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icu_data  # noqa: E402

QT_LIB = Path(__import__("PySide6").__file__).parent / "Qt" / "lib"

PROBE = """
import json, sys
from PySide6.QtCore import QCollator, QLocale, QTimeZone
out = {}
for name in ("pt_BR", "id_ID", "en_US", "de_DE"):
    locale = QLocale(name)
    zone = QTimeZone(b"Asia/Jakarta").displayName(
        QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, locale)
    out[name] = [QCollator(locale).compare("é", "f"), locale.toUpper("istanbul ação"), zone]
print(json.dumps(out))
"""


def test_the_game_keeps_what_qt_asks_for_in_its_languages():
    for item in ("root.res", "pool.res", "res_index.res", "supplementalData.res",
                 "zoneinfo64.res", "metaZones.res", "cnvalias.icu", "coll/root.res",
                 "coll/ucadata.icu", "coll/pt.res", "coll/id.res", "zone/pt_PT.res",
                 "zone/id.res", "zone/tzdbNames.res", "pt_BR.res", "id_ID.res", "en_GB.res",
                 "in.res", "coll/res_index.res", "nfkc.nrm"):  # fmt: skip
        assert icu_data.keep(item), item
    for item in ("de.res", "ja_JP.res", "coll/ja.res", "coll/de_.res", "zone/fr.res",
                 "brkitr/root.res", "brkitr/cjdict.dict", "curr/pt.res", "lang/id.res",
                 "rbnf/en.res", "translit/root.res", "ibm-37_P100-1995.cnv",
                 "confusables.cfu", "rfc3491.spp", "unames.icu"):  # fmt: skip
        assert not icu_data.keep(item), item


def qt_answers(preload: Path | None) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if preload is not None:
        env["LD_PRELOAD"] = str(preload)
    run = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_qt_on_the_trimmed_data_answers_as_before_in_the_games_languages(tmp_path):
    if not sys.platform.startswith("linux") or not list(QT_LIB.glob("libicudata.so.*")):
        pytest.skip("only Linux wheels of Qt carry ICU")
    if missing := icu_data.missing_tools():
        why = f"{', '.join(missing)} not installed (apt-get install binutils icu-devtools gcc)"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — and CI builds the bundle with them")
        pytest.skip(why)
    (library,) = QT_LIB.glob("libicudata.so.*")
    shutil.copy(library, tmp_path / library.name)
    before, after = icu_data.trim(tmp_path)
    assert before > 25_000_000 and after < 4_000_000
    whole, trimmed = qt_answers(None), qt_answers(tmp_path / library.name)
    for language in ("pt_BR", "id_ID", "en_US"):
        assert trimmed[language] == whole[language], language
    assert trimmed["pt_BR"][2] == "Horário da Indonésia Ocidental"
    assert trimmed["id_ID"][2] == "Waktu Indonesia Barat"
    # Another language still works, in ICU's root (English) zone names.
    assert trimmed["de_DE"][:2] == whole["de_DE"][:2]
    assert trimmed["de_DE"][2] == "Western Indonesia Time"
