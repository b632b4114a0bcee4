# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gamenumber.ui'
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
    QFormLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QSpacerItem, QVBoxLayout, QWidget)

from PySide6.QtWidgets import QDialog

class Ui_GameNumberDialog(object):
    def setupUi(self, GameNumberDialog: QDialog) -> None:
        if not GameNumberDialog.objectName():
            GameNumberDialog.setObjectName(u"GameNumberDialog")
        GameNumberDialog.resize(380, 170)
        self.verticalLayout = QVBoxLayout(GameNumberDialog)
        self.verticalLayout.setObjectName(u"verticalLayout")
        self.explanation = QLabel(GameNumberDialog)
        self.explanation.setObjectName(u"explanation")
        self.explanation.setWordWrap(True)

        self.verticalLayout.addWidget(self.explanation)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.numberLabel = QLabel(GameNumberDialog)
        self.numberLabel.setObjectName(u"numberLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.numberLabel)

        self.numberEdit = QLineEdit(GameNumberDialog)
        self.numberEdit.setObjectName(u"numberEdit")
        self.numberEdit.setMaxLength(24)
        self.numberEdit.setPlaceholderText(u"C1234 5678X")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.numberEdit)


        self.verticalLayout.addLayout(self.form)

        self.problemLabel = QLabel(GameNumberDialog)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)

        self.verticalLayout.addWidget(self.problemLabel)

        self.dealRow = QHBoxLayout()
        self.dealRow.setObjectName(u"dealRow")
        self.showDealButton = QPushButton(GameNumberDialog)
        self.showDealButton.setObjectName(u"showDealButton")
        self.showDealButton.setCheckable(True)
        self.showDealButton.setAutoDefault(False)

        self.dealRow.addWidget(self.showDealButton)

        self.dealSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.dealRow.addItem(self.dealSpacer)


        self.verticalLayout.addLayout(self.dealRow)

        self.dealList = QListWidget(GameNumberDialog)
        self.dealList.setObjectName(u"dealList")
        self.dealList.setVisible(False)
        self.dealList.setMinimumSize(QSize(0, 96))
        self.dealList.setWordWrap(True)

        self.verticalLayout.addWidget(self.dealList)

        self.buttonBox = QDialogButtonBox(GameNumberDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.NoButton)

        self.verticalLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.numberLabel.setBuddy(self.numberEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GameNumberDialog)
        self.buttonBox.accepted.connect(GameNumberDialog.accept)
        self.buttonBox.rejected.connect(GameNumberDialog.reject)
    # setupUi

    def retranslateUi(self, GameNumberDialog: QDialog) -> None:
        GameNumberDialog.setWindowTitle(QCoreApplication.translate("GameNumberDialog", u"Play Game Number", None))
        self.explanation.setText(QCoreApplication.translate("GameNumberDialog", u"Every game has a number of 10 letters and digits. The same number deals the same pieces in the same order, on any computer.", None))
        self.numberLabel.setText(QCoreApplication.translate("GameNumberDialog", u"Game &number:", None))
        self.showDealButton.setText(QCoreApplication.translate("GameNumberDialog", u"&Show the Deal", None))
    # retranslateUi
