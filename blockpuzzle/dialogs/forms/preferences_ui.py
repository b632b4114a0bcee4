# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'preferences.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox,
    QDialog, QDialogButtonBox, QFormLayout, QLabel,
    QLayout, QSizePolicy, QVBoxLayout, QWidget)

from PySide6.QtWidgets import QDialog

class Ui_PreferencesDialog(object):
    def setupUi(self, PreferencesDialog: QDialog) -> None:
        if not PreferencesDialog.objectName():
            PreferencesDialog.setObjectName(u"PreferencesDialog")
        self.verticalLayout = QVBoxLayout(PreferencesDialog)
        self.verticalLayout.setObjectName(u"verticalLayout")
        self.verticalLayout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.soundCheck = QCheckBox(PreferencesDialog)
        self.soundCheck.setObjectName(u"soundCheck")

        self.form.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.soundCheck)

        self.motionLabel = QLabel(PreferencesDialog)
        self.motionLabel.setObjectName(u"motionLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.motionLabel)

        self.motionCombo = QComboBox(PreferencesDialog)
        self.motionCombo.setObjectName(u"motionCombo")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.motionCombo)

        self.languageLabel = QLabel(PreferencesDialog)
        self.languageLabel.setObjectName(u"languageLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageCombo = QComboBox(PreferencesDialog)
        self.languageCombo.setObjectName(u"languageCombo")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.languageCombo)

        self.themeLabel = QLabel(PreferencesDialog)
        self.themeLabel.setObjectName(u"themeLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.themeLabel)

        self.themeCombo = QComboBox(PreferencesDialog)
        self.themeCombo.setObjectName(u"themeCombo")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.themeCombo)

        self.rotationCheck = QCheckBox(PreferencesDialog)
        self.rotationCheck.setObjectName(u"rotationCheck")

        self.form.setWidget(4, QFormLayout.ItemRole.SpanningRole, self.rotationCheck)

        self.analysisCheck = QCheckBox(PreferencesDialog)
        self.analysisCheck.setObjectName(u"analysisCheck")

        self.form.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.analysisCheck)


        self.verticalLayout.addLayout(self.form)

        self.buttonBox = QDialogButtonBox(PreferencesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.NoButton)

        self.verticalLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.motionLabel.setBuddy(self.motionCombo)
        self.languageLabel.setBuddy(self.languageCombo)
        self.themeLabel.setBuddy(self.themeCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PreferencesDialog)
        self.buttonBox.rejected.connect(PreferencesDialog.reject)
    # setupUi

    def retranslateUi(self, PreferencesDialog: QDialog) -> None:
        PreferencesDialog.setWindowTitle(QCoreApplication.translate("PreferencesDialog", u"Preferences", None))
        self.soundCheck.setText(QCoreApplication.translate("PreferencesDialog", u"Play &sounds", None))
        self.motionLabel.setText(QCoreApplication.translate("PreferencesDialog", u"&Motion:", None))
        self.languageLabel.setText(QCoreApplication.translate("PreferencesDialog", u"&Language:", None))
        self.themeLabel.setText(QCoreApplication.translate("PreferencesDialog", u"&Colours:", None))
        self.rotationCheck.setText(QCoreApplication.translate("PreferencesDialog", u"Pieces &turn in Arcade (from the next Arcade game)", None))
        self.analysisCheck.setText(QCoreApplication.translate("PreferencesDialog", u"&Analyse my past games in the background, for Practice", None))
    # retranslateUi
