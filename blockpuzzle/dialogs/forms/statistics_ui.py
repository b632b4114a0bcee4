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
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox,
    QDialog, QDialogButtonBox, QFrame, QGridLayout,
    QHBoxLayout, QHeaderView, QLabel, QLayout,
    QProgressBar, QPushButton, QScrollArea, QSizePolicy,
    QSpacerItem, QTabWidget, QTableView, QVBoxLayout,
    QWidget)

from PySide6.QtWidgets import QDialog

class Ui_StatisticsDialog(object):
    def setupUi(self, StatisticsDialog: QDialog) -> None:
        if not StatisticsDialog.objectName():
            StatisticsDialog.setObjectName(u"StatisticsDialog")
        StatisticsDialog.resize(560, 480)
        self.verticalLayout = QVBoxLayout(StatisticsDialog)
        self.verticalLayout.setObjectName(u"verticalLayout")
        self.tabs = QTabWidget(StatisticsDialog)
        self.tabs.setObjectName(u"tabs")
        self.summaryTab = QWidget()
        self.summaryTab.setObjectName(u"summaryTab")
        self.summaryLayout = QVBoxLayout(self.summaryTab)
        self.summaryLayout.setObjectName(u"summaryLayout")
        self.figures = QGridLayout()
        self.figures.setObjectName(u"figures")
        self.figures.setHorizontalSpacing(24)
        self.classicHeader = QLabel(self.summaryTab)
        self.classicHeader.setObjectName(u"classicHeader")
        self.classicHeader.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.classicHeader, 0, 1, 1, 1)

        self.arcadeHeader = QLabel(self.summaryTab)
        self.arcadeHeader.setObjectName(u"arcadeHeader")
        self.arcadeHeader.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.figures.addWidget(self.arcadeHeader, 0, 2, 1, 1)

        self.gamesLabel = QLabel(self.summaryTab)
        self.gamesLabel.setObjectName(u"gamesLabel")
        self.gamesLabel.setWordWrap(True)

        self.figures.addWidget(self.gamesLabel, 1, 0, 1, 1)

        self.classic_games = QLabel(self.summaryTab)
        self.classic_games.setObjectName(u"classic_games")
        self.classic_games.setText(u"0")
        self.classic_games.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_games.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_games.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_games, 1, 1, 1, 1)

        self.arcade_games = QLabel(self.summaryTab)
        self.arcade_games.setObjectName(u"arcade_games")
        self.arcade_games.setText(u"0")
        self.arcade_games.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_games.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_games.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_games, 1, 2, 1, 1)

        self.bestLabel = QLabel(self.summaryTab)
        self.bestLabel.setObjectName(u"bestLabel")
        self.bestLabel.setWordWrap(True)

        self.figures.addWidget(self.bestLabel, 2, 0, 1, 1)

        self.classic_best = QLabel(self.summaryTab)
        self.classic_best.setObjectName(u"classic_best")
        self.classic_best.setText(u"0")
        self.classic_best.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_best.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_best.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_best, 2, 1, 1, 1)

        self.arcade_best = QLabel(self.summaryTab)
        self.arcade_best.setObjectName(u"arcade_best")
        self.arcade_best.setText(u"0")
        self.arcade_best.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_best.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_best.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_best, 2, 2, 1, 1)

        self.linesLabel = QLabel(self.summaryTab)
        self.linesLabel.setObjectName(u"linesLabel")
        self.linesLabel.setWordWrap(True)

        self.figures.addWidget(self.linesLabel, 3, 0, 1, 1)

        self.classic_lines = QLabel(self.summaryTab)
        self.classic_lines.setObjectName(u"classic_lines")
        self.classic_lines.setText(u"0")
        self.classic_lines.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_lines, 3, 1, 1, 1)

        self.arcade_lines = QLabel(self.summaryTab)
        self.arcade_lines.setObjectName(u"arcade_lines")
        self.arcade_lines.setText(u"0")
        self.arcade_lines.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_lines, 3, 2, 1, 1)

        self.timeLabel = QLabel(self.summaryTab)
        self.timeLabel.setObjectName(u"timeLabel")
        self.timeLabel.setWordWrap(True)

        self.figures.addWidget(self.timeLabel, 4, 0, 1, 1)

        self.classic_time = QLabel(self.summaryTab)
        self.classic_time.setObjectName(u"classic_time")
        self.classic_time.setWordWrap(True)
        self.classic_time.setText(u"0")
        self.classic_time.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_time.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_time.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_time, 4, 1, 1, 1)

        self.arcade_time = QLabel(self.summaryTab)
        self.arcade_time.setObjectName(u"arcade_time")
        self.arcade_time.setWordWrap(True)
        self.arcade_time.setText(u"0")
        self.arcade_time.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_time.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_time.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_time, 4, 2, 1, 1)

        self.average_scoreLabel = QLabel(self.summaryTab)
        self.average_scoreLabel.setObjectName(u"average_scoreLabel")
        self.average_scoreLabel.setWordWrap(True)

        self.figures.addWidget(self.average_scoreLabel, 5, 0, 1, 1)

        self.classic_average_score = QLabel(self.summaryTab)
        self.classic_average_score.setObjectName(u"classic_average_score")
        self.classic_average_score.setText(u"0")
        self.classic_average_score.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_average_score.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_average_score.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_average_score, 5, 1, 1, 1)

        self.arcade_average_score = QLabel(self.summaryTab)
        self.arcade_average_score.setObjectName(u"arcade_average_score")
        self.arcade_average_score.setText(u"0")
        self.arcade_average_score.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_average_score.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_average_score.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_average_score, 5, 2, 1, 1)

        self.average_linesLabel = QLabel(self.summaryTab)
        self.average_linesLabel.setObjectName(u"average_linesLabel")
        self.average_linesLabel.setWordWrap(True)

        self.figures.addWidget(self.average_linesLabel, 6, 0, 1, 1)

        self.classic_average_lines = QLabel(self.summaryTab)
        self.classic_average_lines.setObjectName(u"classic_average_lines")
        self.classic_average_lines.setText(u"0")
        self.classic_average_lines.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.classic_average_lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.classic_average_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.classic_average_lines, 6, 1, 1, 1)

        self.arcade_average_lines = QLabel(self.summaryTab)
        self.arcade_average_lines.setObjectName(u"arcade_average_lines")
        self.arcade_average_lines.setText(u"0")
        self.arcade_average_lines.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.arcade_average_lines.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.arcade_average_lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.figures.addWidget(self.arcade_average_lines, 6, 2, 1, 1)


        self.summaryLayout.addLayout(self.figures)

        self.note = QLabel(self.summaryTab)
        self.note.setObjectName(u"note")
        self.note.setWordWrap(True)

        self.summaryLayout.addWidget(self.note)

        self.summarySpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.summaryLayout.addItem(self.summarySpacer)

        self.tabs.addTab(self.summaryTab, "")
        self.scoresTab = QWidget()
        self.scoresTab.setObjectName(u"scoresTab")
        self.scoresLayout = QVBoxLayout(self.scoresTab)
        self.scoresLayout.setObjectName(u"scoresLayout")
        self.modeRow = QHBoxLayout()
        self.modeRow.setObjectName(u"modeRow")
        self.modeLabel = QLabel(self.scoresTab)
        self.modeLabel.setObjectName(u"modeLabel")

        self.modeRow.addWidget(self.modeLabel)

        self.modeCombo = QComboBox(self.scoresTab)
        self.modeCombo.setObjectName(u"modeCombo")

        self.modeRow.addWidget(self.modeCombo)

        self.modeSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.modeRow.addItem(self.modeSpacer)


        self.scoresLayout.addLayout(self.modeRow)

        self.trendLabel = QLabel(self.scoresTab)
        self.trendLabel.setObjectName(u"trendLabel")
        self.trendLabel.setWordWrap(True)
        self.trendLabel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.trendLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.scoresLayout.addWidget(self.trendLabel)

        self.chartScroll = QScrollArea(self.scoresTab)
        self.chartScroll.setObjectName(u"chartScroll")
        self.chartScroll.setFrameShape(QFrame.Shape.NoFrame)
        self.chartScroll.setWidgetResizable(True)
        self.chartScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chartHolder = QWidget()
        self.chartHolder.setObjectName(u"chartHolder")
        self.chartHolder.setMinimumSize(QSize(200, 160))
        self.chartLayout = QVBoxLayout(self.chartHolder)
        self.chartLayout.setObjectName(u"chartLayout")
        self.chartLayout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.chartLayout.setContentsMargins(0, 0, 0, 0)
        self.chartScroll.setWidget(self.chartHolder)

        self.scoresLayout.addWidget(self.chartScroll)

        self.tabs.addTab(self.scoresTab, "")
        self.gamesTab = QWidget()
        self.gamesTab.setObjectName(u"gamesTab")
        self.gamesLayout = QVBoxLayout(self.gamesTab)
        self.gamesLayout.setObjectName(u"gamesLayout")
        self.gamesTable = QTableView(self.gamesTab)
        self.gamesTable.setObjectName(u"gamesTable")
        self.gamesTable.setSortingEnabled(True)
        self.gamesTable.setAlternatingRowColors(True)
        self.gamesTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.gamesTable.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.gamesTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

        self.gamesLayout.addWidget(self.gamesTable)

        self.gamesButtons = QHBoxLayout()
        self.gamesButtons.setObjectName(u"gamesButtons")
        self.reviewButton = QPushButton(self.gamesTab)
        self.reviewButton.setObjectName(u"reviewButton")
        self.reviewButton.setEnabled(False)

        self.gamesButtons.addWidget(self.reviewButton)

        self.exportButton = QPushButton(self.gamesTab)
        self.exportButton.setObjectName(u"exportButton")

        self.gamesButtons.addWidget(self.exportButton)

        self.gamesSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.gamesButtons.addItem(self.gamesSpacer)


        self.gamesLayout.addLayout(self.gamesButtons)

        self.tabs.addTab(self.gamesTab, "")
        self.fairnessTab = QWidget()
        self.fairnessTab.setObjectName(u"fairnessTab")
        self.fairnessOuter = QVBoxLayout(self.fairnessTab)
        self.fairnessOuter.setObjectName(u"fairnessOuter")
        self.fairnessOuter.setContentsMargins(0, 0, 0, 0)
        self.fairnessScroll = QScrollArea(self.fairnessTab)
        self.fairnessScroll.setObjectName(u"fairnessScroll")
        self.fairnessScroll.setFrameShape(QFrame.Shape.NoFrame)
        self.fairnessScroll.setWidgetResizable(True)
        self.fairnessContents = QWidget()
        self.fairnessContents.setObjectName(u"fairnessContents")
        self.fairnessLayout = QVBoxLayout(self.fairnessContents)
        self.fairnessLayout.setObjectName(u"fairnessLayout")
        self.fairnessModeRow = QHBoxLayout()
        self.fairnessModeRow.setObjectName(u"fairnessModeRow")
        self.fairnessModeLabel = QLabel(self.fairnessContents)
        self.fairnessModeLabel.setObjectName(u"fairnessModeLabel")

        self.fairnessModeRow.addWidget(self.fairnessModeLabel)

        self.fairnessModeCombo = QComboBox(self.fairnessContents)
        self.fairnessModeCombo.setObjectName(u"fairnessModeCombo")

        self.fairnessModeRow.addWidget(self.fairnessModeCombo)

        self.fairnessModeSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.fairnessModeRow.addItem(self.fairnessModeSpacer)


        self.fairnessLayout.addLayout(self.fairnessModeRow)

        self.fairnessProgress = QProgressBar(self.fairnessContents)
        self.fairnessProgress.setObjectName(u"fairnessProgress")
        self.fairnessProgress.setVisible(False)

        self.fairnessLayout.addWidget(self.fairnessProgress)

        self.verdictLabel = QLabel(self.fairnessContents)
        self.verdictLabel.setObjectName(u"verdictLabel")
        self.verdictLabel.setWordWrap(True)
        self.verdictLabel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.verdictLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.fairnessLayout.addWidget(self.verdictLabel)

        self.meaningLabel = QLabel(self.fairnessContents)
        self.meaningLabel.setObjectName(u"meaningLabel")
        self.meaningLabel.setWordWrap(True)

        self.fairnessLayout.addWidget(self.meaningLabel)

        self.fairnessChartHolder = QWidget(self.fairnessContents)
        self.fairnessChartHolder.setObjectName(u"fairnessChartHolder")
        self.fairnessChartHolder.setMinimumSize(QSize(200, 150))
        self.fairnessChartLayout = QVBoxLayout(self.fairnessChartHolder)
        self.fairnessChartLayout.setObjectName(u"fairnessChartLayout")
        self.fairnessChartLayout.setContentsMargins(0, 0, 0, 0)

        self.fairnessLayout.addWidget(self.fairnessChartHolder)

        self.piecesTable = QTableView(self.fairnessContents)
        self.piecesTable.setObjectName(u"piecesTable")
        self.piecesTable.setAlternatingRowColors(True)
        self.piecesTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.piecesTable.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.piecesTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

        self.fairnessLayout.addWidget(self.piecesTable)

        self.deadLabel = QLabel(self.fairnessContents)
        self.deadLabel.setObjectName(u"deadLabel")
        self.deadLabel.setWordWrap(True)
        self.deadLabel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.deadLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        self.fairnessLayout.addWidget(self.deadLabel)

        self.fairnessScroll.setWidget(self.fairnessContents)

        self.fairnessOuter.addWidget(self.fairnessScroll)

        self.tabs.addTab(self.fairnessTab, "")

        self.verticalLayout.addWidget(self.tabs)

        self.buttons = QHBoxLayout()
        self.buttons.setObjectName(u"buttons")
        self.resetButton = QPushButton(StatisticsDialog)
        self.resetButton.setObjectName(u"resetButton")
        self.resetButton.setAutoDefault(False)

        self.buttons.addWidget(self.resetButton)

        self.buttonBox = QDialogButtonBox(StatisticsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.NoButton)

        self.buttons.addWidget(self.buttonBox)


        self.verticalLayout.addLayout(self.buttons)

#if QT_CONFIG(shortcut)
        self.modeLabel.setBuddy(self.modeCombo)
        self.fairnessModeLabel.setBuddy(self.fairnessModeCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(StatisticsDialog)
        self.buttonBox.rejected.connect(StatisticsDialog.reject)

        self.tabs.setCurrentIndex(0)

    # setupUi

    def retranslateUi(self, StatisticsDialog: QDialog) -> None:
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
        self.tabs.setTabText(self.tabs.indexOf(self.summaryTab), QCoreApplication.translate("StatisticsDialog", u"&Totals", None))
        self.modeLabel.setText(QCoreApplication.translate("StatisticsDialog", u"&Mode:", None))
        self.tabs.setTabText(self.tabs.indexOf(self.scoresTab), QCoreApplication.translate("StatisticsDialog", u"&Scores", None))
        self.reviewButton.setText(QCoreApplication.translate("StatisticsDialog", u"Re&view\u2026", None))
        self.exportButton.setText(QCoreApplication.translate("StatisticsDialog", u"&Export as CSV\u2026", None))
        self.tabs.setTabText(self.tabs.indexOf(self.gamesTab), QCoreApplication.translate("StatisticsDialog", u"&Games", None))
        self.fairnessModeLabel.setText(QCoreApplication.translate("StatisticsDialog", u"M&ode:", None))
        self.tabs.setTabText(self.tabs.indexOf(self.fairnessTab), QCoreApplication.translate("StatisticsDialog", u"&Fairness", None))
        self.resetButton.setText(QCoreApplication.translate("StatisticsDialog", u"&Reset Statistics\u2026", None))
    # retranslateUi
