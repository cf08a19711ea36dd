<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>awv::ClassificationModel</name>
    <message numerus="yes">
        <location filename="../views/classification_model.cpp" line="117"/>
        <source>%n event(s) classified as %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::ClassificationView</name>
    <message numerus="yes">
        <location filename="../views/classification_view.cpp" line="148"/>
        <source>%1 of %n event(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/classification_view.cpp" line="149"/>
        <source>%n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::LogPane</name>
    <message numerus="yes">
        <location filename="../views/log_pane.cpp" line="188"/>
        <location filename="../views/log_pane.cpp" line="350"/>
        <source>Merged by time: %n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/log_pane.cpp" line="359"/>
        <source> — %Ln matching line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::NodesView</name>
    <message numerus="yes">
        <location filename="../views/nodes_view.cpp" line="90"/>
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/nodes_view.cpp" line="93"/>
        <source>%n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::ProblemsView</name>
    <message numerus="yes">
        <location filename="../views/problems_view.cpp" line="151"/>
        <source>%1 of %n problem(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/problems_view.cpp" line="153"/>
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::ProvenanceScene</name>
    <message numerus="yes">
        <location filename="../views/provenance_scene.cpp" line="125"/>
        <source>raw line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_scene.cpp" line="126"/>
        <source>event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_scene.cpp" line="127"/>
        <source>decision(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_scene.cpp" line="128"/>
        <source>verdict(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::ProvenanceView</name>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="226"/>
        <source>Laying out %n node(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="245"/>
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="404"/>
        <source>%n step(s): press F8 to walk</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::RulesView</name>
    <message numerus="yes">
        <location filename="../views/rules_view.cpp" line="195"/>
        <source>%n event(s) from this rule</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>awv::TimelineView</name>
    <message numerus="yes">
        <location filename="../views/timeline_view.cpp" line="135"/>
        <source>%1* (%n nodes)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/timeline_view.cpp" line="143"/>
        <source>%1 – %2 (%n nodes)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/timeline_view.cpp" line="458"/>
        <source>%n occurrence(s) until %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
