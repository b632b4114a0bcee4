# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'statistics.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QGridLayout, QHBoxLayout, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QVBoxLayout, QWidget)

class Ui_StatisticsDialog(object):
    def setupUi(self, StatisticsDialog):
        if not StatisticsDialog.objectName():
            StatisticsDialog.setObjectName(u"StatisticsDialog")
        StatisticsDialog.resize(380, 260)
        self.verticalLayout = QVBoxLayout(StatisticsDialog)
        self.verticalLayout.setObjectName(u"verticalLayout")
        self.figures = QGridLayout()
        self.figures.setObjectName(u"figures")
        self.figures.setHorizontalSpacing(24)
        self.classicHeader = QLabel(StatisticsDialog)
        self.classicHeader.setObjectName(u"classicHeader")
        self.classicHeader.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classicHeader, 0, 1, 1, 1)

        self.arcadeHeader = QLabel(StatisticsDialog)
        self.arcadeHeader.setObjectName(u"arcadeHeader")
        self.arcadeHeader.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcadeHeader, 0, 2, 1, 1)

        self.gamesLabel = QLabel(StatisticsDialog)
        self.gamesLabel.setObjectName(u"gamesLabel")

        self.figures.addWidget(self.gamesLabel, 1, 0, 1, 1)

        self.classic_games = QLabel(StatisticsDialog)
        self.classic_games.setObjectName(u"classic_games")
        self.classic_games.setText(u"0")
        self.classic_games.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_games, 1, 1, 1, 1)

        self.arcade_games = QLabel(StatisticsDialog)
        self.arcade_games.setObjectName(u"arcade_games")
        self.arcade_games.setText(u"0")
        self.arcade_games.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_games, 1, 2, 1, 1)

        self.bestLabel = QLabel(StatisticsDialog)
        self.bestLabel.setObjectName(u"bestLabel")

        self.figures.addWidget(self.bestLabel, 2, 0, 1, 1)

        self.classic_best = QLabel(StatisticsDialog)
        self.classic_best.setObjectName(u"classic_best")
        self.classic_best.setText(u"0")
        self.classic_best.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_best, 2, 1, 1, 1)

        self.arcade_best = QLabel(StatisticsDialog)
        self.arcade_best.setObjectName(u"arcade_best")
        self.arcade_best.setText(u"0")
        self.arcade_best.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_best, 2, 2, 1, 1)

        self.linesLabel = QLabel(StatisticsDialog)
        self.linesLabel.setObjectName(u"linesLabel")

        self.figures.addWidget(self.linesLabel, 3, 0, 1, 1)

        self.classic_lines = QLabel(StatisticsDialog)
        self.classic_lines.setObjectName(u"classic_lines")
        self.classic_lines.setText(u"0")
        self.classic_lines.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_lines, 3, 1, 1, 1)

        self.arcade_lines = QLabel(StatisticsDialog)
        self.arcade_lines.setObjectName(u"arcade_lines")
        self.arcade_lines.setText(u"0")
        self.arcade_lines.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_lines, 3, 2, 1, 1)

        self.timeLabel = QLabel(StatisticsDialog)
        self.timeLabel.setObjectName(u"timeLabel")

        self.figures.addWidget(self.timeLabel, 4, 0, 1, 1)

        self.classic_time = QLabel(StatisticsDialog)
        self.classic_time.setObjectName(u"classic_time")
        self.classic_time.setText(u"0")
        self.classic_time.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_time, 4, 1, 1, 1)

        self.arcade_time = QLabel(StatisticsDialog)
        self.arcade_time.setObjectName(u"arcade_time")
        self.arcade_time.setText(u"0")
        self.arcade_time.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_time, 4, 2, 1, 1)

        self.average_scoreLabel = QLabel(StatisticsDialog)
        self.average_scoreLabel.setObjectName(u"average_scoreLabel")

        self.figures.addWidget(self.average_scoreLabel, 5, 0, 1, 1)

        self.classic_average_score = QLabel(StatisticsDialog)
        self.classic_average_score.setObjectName(u"classic_average_score")
        self.classic_average_score.setText(u"0")
        self.classic_average_score.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_average_score, 5, 1, 1, 1)

        self.arcade_average_score = QLabel(StatisticsDialog)
        self.arcade_average_score.setObjectName(u"arcade_average_score")
        self.arcade_average_score.setText(u"0")
        self.arcade_average_score.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_average_score, 5, 2, 1, 1)

        self.average_linesLabel = QLabel(StatisticsDialog)
        self.average_linesLabel.setObjectName(u"average_linesLabel")

        self.figures.addWidget(self.average_linesLabel, 6, 0, 1, 1)

        self.classic_average_lines = QLabel(StatisticsDialog)
        self.classic_average_lines.setObjectName(u"classic_average_lines")
        self.classic_average_lines.setText(u"0")
        self.classic_average_lines.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classic_average_lines, 6, 1, 1, 1)

        self.arcade_average_lines = QLabel(StatisticsDialog)
        self.arcade_average_lines.setObjectName(u"arcade_average_lines")
        self.arcade_average_lines.setText(u"0")
        self.arcade_average_lines.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcade_average_lines, 6, 2, 1, 1)


        self.verticalLayout.addLayout(self.figures)

        self.note = QLabel(StatisticsDialog)
        self.note.setObjectName(u"note")
        self.note.setWordWrap(True)

        self.verticalLayout.addWidget(self.note)

        self.buttons = QHBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.resetButton = QPushButton(StatisticsDialog)
        self.resetButton.setObjectName(u"resetButton")
        self.resetButton.setAutoDefault(False)

        self.buttons.addWidget(self.resetButton)

        self.spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttons.addItem(self.spacer)

        self.buttonBox = QDialogButtonBox(StatisticsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.NoButton)

        self.buttons.addWidget(self.buttonBox)


        self.verticalLayout.addLayout(self.buttons)


        self.retranslateUi(StatisticsDialog)
        self.buttonBox.rejected.connect(StatisticsDialog.reject)
    # setupUi

    def retranslateUi(self, StatisticsDialog):
        StatisticsDialog.setWindowTitle(QCoreApplication.translate("StatisticsDialog", u"Statistics", None))
        self.classicHeader.setText(QCoreApplication.translate("StatisticsDialog", u"Classic", None))
        self.arcadeHeader.setText(QCoreApplication.translate("StatisticsDialog", u"Arcade", None))
        self.gamesLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Games played", None))
        self.bestLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Best score", None))
        self.linesLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Lines cleared", None))
        self.timeLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Play time", None))
        self.average_scoreLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Average score", None))
        self.average_linesLabel.setText(QCoreApplication.translate("StatisticsDialog", u"Average lines per game", None))
        self.note.setText(QCoreApplication.translate("StatisticsDialog", u"A game counts when it ends, or when you start a new one after placing a piece.", None))
        self.resetButton.setText(QCoreApplication.translate("StatisticsDialog", u"&Reset Statistics\u2026", None))
    # retranslateUi
