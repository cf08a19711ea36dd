<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>awapp::CollectDialog</name>
        <message numerus="yes">
            <location filename="../app/gui/collect_dialog.cpp" line="394" />
            <source>Collected %n file(s) into %1; %2 request(s) failed.</source>
            <translation>
                <numerusform>Collected %n file into %1; %2 request failed.</numerusform>
                <numerusform>Collected %n files into %1; %2 requests failed.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationModel</name>
        <message numerus="yes">
            <location filename="../views/classification/classification_model.cpp" line="128" />
            <source>%n event(s) classified as %1</source>
            <translation>
                <numerusform>%n event classified as %1</numerusform>
                <numerusform>%n events classified as %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationView</name>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="204" />
            <source>%1 of %n event(s) shown</source>
            <translation>
                <numerusform>%1 of %n event shown</numerusform>
                <numerusform>%1 of %n events shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="205" />
            <source>%n event(s)</source>
            <translation>
                <numerusform>%n event</numerusform>
                <numerusform>%n events</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::CollectivesModel</name>
        <message numerus="yes">
            <location filename="../views/collectives/collectives_view.cpp" line="97" />
            <source>%n unfinished</source>
            <translation>
                <numerusform>%n unfinished</numerusform>
                <numerusform>%n unfinished</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::EngineMessages</name>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="67" />
            <source> on %n other node(s)</source>
            <translation>
                <numerusform> on %n other node</numerusform>
                <numerusform> on %n other nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="68" />
            <source>; %n later error(s)%1 followed as symptoms</source>
            <translation>
                <numerusform>; %n later error%1 followed as symptoms</numerusform>
                <numerusform>; %n later errors%1 followed as symptoms</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="111" />
            <source>; %n later independent fault(s) contributed</source>
            <translation>
                <numerusform>; %n later independent fault contributed</numerusform>
                <numerusform>; %n later independent faults contributed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="131" />
            <source>, %n node(s)</source>
            <translation>
                <numerusform>, %n node</numerusform>
                <numerusform>, %n nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="160" />
            <source>No failure evidence: %n benign or everyday event(s)%1; nothing is blamed.</source>
            <translation>
                <numerusform>No failure evidence: %n benign or everyday event%1; nothing is blamed.</numerusform>
                <numerusform>No failure evidence: %n benign or everyday events%1; nothing is blamed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="271" />
            <source>root event %1%2, seen %n time(s)</source>
            <translation>
                <numerusform>root event %1%2, seen %n time</numerusform>
                <numerusform>root event %1%2, seen %n times</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="276" />
            <source>%1 %2: %3 -&gt; %n event(s) classed %4%5</source>
            <translation>
                <numerusform>%1 %2: %3 -&gt; %n event classed %4%5</numerusform>
                <numerusform>%1 %2: %3 -&gt; %n events classed %4%5</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="281" />
            <source> ran on %n node(s) (%1)</source>
            <translation>
                <numerusform> ran on %n node (%1)</numerusform>
                <numerusform> ran on %n nodes (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="306" />
            <source>hang: A collective operation timed out on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>hang: A collective operation timed out on %n node and no root candidate</numerusform>
                <numerusform>hang: A collective operation timed out on %n nodes and no root candidate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="309" />
            <source>network: The network transport reported errors on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>network: The network transport reported errors on %n node and no root candidate</numerusform>
                <numerusform>network: The network transport reported errors on %n nodes and no root candidate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="313" />
            <source>peer %1 named by the errors of %n other node(s); not blamed: only a peer named from two nodes or more (and no other such peer), or whose own lines stop first, is the culprit</source>
            <translation>
                <numerusform>peer %1 named by the errors of %n other node; not blamed: only a peer named from two nodes or more (and no other such peer), or whose own lines stop first, is the culprit</numerusform>
                <numerusform>peer %1 named by the errors of %n other nodes; not blamed: only a peer named from two nodes or more (and no other such peer), or whose own lines stop first, is the culprit</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::FleetView</name>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="76" />
            <source>Last %n day(s)</source>
            <translation>
                <numerusform>Last %n day</numerusform>
                <numerusform>Last %n days</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="202" />
            <source>%L1 of %Ln job(s) shown</source>
            <translation>
                <numerusform>%L1 of %Ln job shown</numerusform>
                <numerusform>%L1 of %Ln jobs shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="203" />
            <source>%Ln repeat offender(s) (nodes and GPUs)</source>
            <translation>
                <numerusform>%Ln repeat offender (nodes and GPUs)</numerusform>
                <numerusform>%Ln repeat offenders (nodes and GPUs)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::LogPane</name>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="350" />
            <location filename="../views/logs/log_pane.cpp" line="574" />
            <source>Merged by time: %n file(s)</source>
            <translation>
                <numerusform>Merged by time: %n file</numerusform>
                <numerusform>Merged by time: %n files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="589" />
            <source> — %Ln matching line(s)</source>
            <translation>
                <numerusform> — %Ln matching line</numerusform>
                <numerusform> — %Ln matching lines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::MakeRuleDialog</name>
        <message numerus="yes">
            <location filename="../views/rules/make_rule_dialog.cpp" line="236" />
            <source>It matches %n line(s) of the bundle</source>
            <translation>
                <numerusform>It matches %n line of the bundle</numerusform>
                <numerusform>It matches %n lines of the bundle</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/rules/make_rule_dialog.cpp" line="238" />
            <source> in %n file(s).</source>
            <translation>
                <numerusform> in %n file.</numerusform>
                <numerusform> in %n files.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::NodesView</name>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="128" />
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="136" />
            <source>%1 (pod %2)</source>
            <translation>
                <numerusform>%1 (pod %2)</numerusform>
                <numerusform>%1 (pod %2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="163" />
            <source>The last line any of its files wrote, and its last training step (%Ln step line(s))</source>
            <translation>
                <numerusform>The last line any of its files wrote, and its last training step (%Ln step line)</numerusform>
                <numerusform>The last line any of its files wrote, and its last training step (%Ln step lines)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="197" />
            <source>and %n more</source>
            <translation>
                <numerusform>and %n more</numerusform>
                <numerusform>and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="223" />
            <source>%Ln line(s), %1 without a time of their own</source>
            <translation>
                <numerusform>%Ln line, %1 without a time of their own</numerusform>
                <numerusform>%Ln lines, %1 without a time of their own</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ProblemsView</name>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="171" />
            <source>%1 of %n problem(s) shown</source>
            <translation>
                <numerusform>%1 of %n problem shown</numerusform>
                <numerusform>%1 of %n problems shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="173" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problem</numerusform>
                <numerusform>%n problems</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ProvenanceScene</name>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="150" />
            <source>raw line(s)</source>
            <translation>
                <numerusform>raw line</numerusform>
                <numerusform>raw lines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="151" />
            <source>event(s)</source>
            <translation>
                <numerusform>event</numerusform>
                <numerusform>events</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="152" />
            <source>decision(s)</source>
            <translation>
                <numerusform>decision</numerusform>
                <numerusform>decisions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="153" />
            <source>verdict(s)</source>
            <translation>
                <numerusform>verdict</numerusform>
                <numerusform>verdicts</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ProvenanceView</name>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="263" />
            <source>Laying out %n node(s)…</source>
            <translation>
                <numerusform>Laying out %n node…</numerusform>
                <numerusform>Laying out %n nodes…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="287" />
            <source>%n node(s)</source>
            <translation>
                <numerusform>%n node</numerusform>
                <numerusform>%n nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="464" />
            <source>%n step(s): press F8 to walk</source>
            <translation>
                <numerusform>%n step: press F8 to walk</numerusform>
                <numerusform>%n steps: press F8 to walk</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::RulesView</name>
        <message numerus="yes">
            <location filename="../views/rules/rules_view.cpp" line="200" />
            <source>%n event(s) from this rule</source>
            <translation>
                <numerusform>%n event from this rule</numerusform>
                <numerusform>%n events from this rule</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::SearchResultsView</name>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="277" />
            <source>%Ln matching line(s)</source>
            <translation>
                <numerusform>%Ln matching line</numerusform>
                <numerusform>%Ln matching lines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="278" />
            <source>%1 in %Ln file(s)</source>
            <translation>
                <numerusform>%1 in %Ln file</numerusform>
                <numerusform>%1 in %Ln files</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::TimelineView</name>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="248" />
            <source>%1* (%n nodes)</source>
            <translation>
                <numerusform>%1* (%n nodes)</numerusform>
                <numerusform>%1* (%n nodes)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="259" />
            <source>%1 – %2 (%n nodes)</source>
            <translation>
                <numerusform>%1 – %2 (%n nodes)</numerusform>
                <numerusform>%1 – %2 (%n nodes)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="274" />
            <source>%n silent</source>
            <translation>
                <numerusform>%n silent</numerusform>
                <numerusform>%n silent</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="779" />
            <source>%n occurrence(s) until %1</source>
            <translation>
                <numerusform>%n occurrence until %1</numerusform>
                <numerusform>%n occurrences until %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::UnexplainedPanel</name>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="78" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, ranked against %1 healthy jobs of the fleet (those they print last), then earliest and rarest</source>
            <translation>
                <numerusform>&amp;Unexplained error lines: %n line no rule explained, ranked against %1 healthy jobs of the fleet (those they print last), then earliest and rarest</numerusform>
                <numerusform>&amp;Unexplained error lines: %n lines no rule explained, ranked against %1 healthy jobs of the fleet (those they print last), then earliest and rarest</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="83" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, earliest and rarest first (the fleet holds no healthy job to rank against)</source>
            <translation>
                <numerusform>&amp;Unexplained error lines: %n line no rule explained, earliest and rarest first (the fleet holds no healthy job to rank against)</numerusform>
                <numerusform>&amp;Unexplained error lines: %n lines no rule explained, earliest and rarest first (the fleet holds no healthy job to rank against)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="88" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, earliest and rarest first</source>
            <translation>
                <numerusform>&amp;Unexplained error lines: %n line no rule explained, earliest and rarest first</numerusform>
                <numerusform>&amp;Unexplained error lines: %n lines no rule explained, earliest and rarest first</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::VerdictView</name>
        <message numerus="yes">
            <location filename="../views/verdict/verdict_view.cpp" line="282" />
            <source>the open fleet blamed %1 in %n earlier job(s), the last %2 at %3 (%4).</source>
            <translation>
                <numerusform>the open fleet blamed %1 in %n earlier job, the last %2 at %3 (%4).</numerusform>
                <numerusform>the open fleet blamed %1 in %n earlier jobs, the last %2 at %3 (%4).</numerusform>
            </translation>
        </message>
    </context>
</TS>
