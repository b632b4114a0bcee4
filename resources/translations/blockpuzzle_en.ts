<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>columns {list} filled</source>
        <translation>
            <numerusform>column {list} filled</numerusform>
            <numerusform>columns {list} filled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rows {list} filled</source>
        <translation>
            <numerusform>row {list} filled</numerusform>
            <numerusform>rows {list} filled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n places.</source>
        <translation>
            <numerusform>%n place.</numerusform>
            <numerusform>%n places.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points, score {score}.</source>
        <translation>
            <numerusform>%n point, score {score}.</numerusform>
            <numerusform>%n points, score {score}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message numerus="yes">
        <source>%n hours</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairnessPage</name>
    <message numerus="yes">
        <source>Recounting the deals of %Ln games…</source>
        <translation>
            <numerusform>Recounting the deals of %Ln game…</numerusform>
            <numerusform>Recounting the deals of %Ln games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fresh deal had no piece that fitted anywhere {dead} times in %Ln deals. On the same boards, fair deals would do that {chance} times on average.</source>
        <translation>
            <numerusform>A fresh deal had no piece that fitted anywhere {dead} times in %Ln deal. On the same boards, fair deals would do that {chance} times on average.</numerusform>
            <numerusform>A fresh deal had no piece that fitted anywhere {dead} times in %Ln deals. On the same boards, fair deals would do that {chance} times on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games kept without their moves cannot be recounted and are left out.</source>
        <translation>
            <numerusform>%Ln game kept without its moves cannot be recounted and is left out.</numerusform>
            <numerusform>%Ln games kept without their moves cannot be recounted and are left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameNumberDialog</name>
    <message numerus="yes">
        <source>A game number has 10 characters; this has %n.</source>
        <translation>
            <numerusform>A game number has 10 characters; this has %n.</numerusform>
            <numerusform>A game number has 10 characters; this has %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message numerus="yes">
        <source>Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln points.</source>
        <translation>
            <numerusform>Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln point.</numerusform>
            <numerusform>Move {n} of {count}: you placed {piece} at row {row}, column {col}, %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, which kept %n more places open</source>
        <translation>
            <numerusform>, which kept %n more place open</numerusform>
            <numerusform>, which kept %n more places open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, which scored %n more points</source>
        <translation>
            <numerusform>, which scored %n more point</numerusform>
            <numerusform>, which scored %n more points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}{why}: {verdict}, %Ln points of value given up.</source>
        <translation>
            <numerusform>{best}{why}: {verdict}, %Ln point of value given up.</numerusform>
            <numerusform>{best}{why}: {verdict}, %Ln points of value given up.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message numerus="yes">
        <source>a horizontal bar of %n cells</source>
        <translation>
            <numerusform>a horizontal bar of %n cell</numerusform>
            <numerusform>a horizontal bar of %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a vertical bar of %n cells</source>
        <translation>
            <numerusform>a vertical bar of %n cell</numerusform>
            <numerusform>a vertical bar of %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message numerus="yes">
        <source>%Ln games reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.</source>
        <translation>
            <numerusform>%Ln game reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.</numerusform>
            <numerusform>%Ln games reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RetryBar</name>
    <message numerus="yes">
        <source>Solved: it comes back in %n days.</source>
        <translation>
            <numerusform>Solved: it comes back in %n day.</numerusform>
            <numerusform>Solved: it comes back in %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not solved yet: it comes back in %n minutes.</source>
        <translation>
            <numerusform>Not solved yet: it comes back in %n minute.</numerusform>
            <numerusform>Not solved yet: it comes back in %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practised %n positions: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>Practised %n position: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</numerusform>
            <numerusform>Practised %n positions: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retried %n of the game&apos;s mistakes: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</source>
        <translation>
            <numerusform>Retried %n of the game&apos;s mistakes: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</numerusform>
            <numerusform>Retried %n of the game&apos;s mistakes: {coach} as good as the coach&apos;s, {better} better than in the game, {still} still mistakes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>The analysis could not start; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>The analysis could not start; %Ln of {total} moves was judged.</numerusform>
            <numerusform>The analysis could not start; %Ln of {total} moves were judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped answering and was stopped; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>The analysis stopped answering and was stopped; %Ln of {total} moves was judged.</numerusform>
            <numerusform>The analysis stopped answering and was stopped; %Ln of {total} moves were judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The analysis stopped unexpectedly; %Ln of {total} moves were judged.</source>
        <translation>
            <numerusform>The analysis stopped unexpectedly; %Ln of {total} moves was judged.</numerusform>
            <numerusform>The analysis stopped unexpectedly; %Ln of {total} moves were judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %Ln of the moves judged.</source>
        <translation>
            <numerusform>Analysing: %Ln of the moves judged.</numerusform>
            <numerusform>Analysing: %Ln of the moves judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retried %n times; the last retry: {verdict}.</source>
        <translation>
            <numerusform>Retried once; the last retry: {verdict}.</numerusform>
            <numerusform>Retried %n times; the last retry: {verdict}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>Your game history could not be read and was set aside in {file}. %n games could still be read and were kept.</source>
        <translation>
            <numerusform>Your game history could not be read and was set aside in {file}. %n game could still be read and was kept.</numerusform>
            <numerusform>Your game history could not be read and was set aside in {file}. %n games could still be read and were kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>{mode}: %Ln games played.</source>
        <translation>
            <numerusform>{mode}: %Ln game played.</numerusform>
            <numerusform>{mode}: %Ln games played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n average {average}; the best, {best}, was on {day}.</source>
        <translation>
            <numerusform>The last one scored {average}; the best, {best}, was on {day}.</numerusform>
            <numerusform>The last %n average {average}; the best, {best}, was on {day}.</numerusform>
        </translation>
    </message>
</context>
</TS>
