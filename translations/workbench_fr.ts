<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>awapp::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="40"/>
        <source>Bundle archives (*.tar *.tar.gz *.tgz *.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="54"/>
        <source>Attribution Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="90"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="90"/>
        <location filename="../app/gui/main_window.cpp" line="118"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="112"/>
        <source>Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="113"/>
        <source>Provenance graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="115"/>
        <source>Raw logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="116"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="117"/>
        <source>Nodes &amp; sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="183"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="184"/>
        <source>Open bundle &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="186"/>
        <source>Open &amp;archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="188"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="191"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="202"/>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>&amp;Navigate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="216"/>
        <source>&amp;Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="218"/>
        <source>Jump to &amp;root cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="223"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="224"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="226"/>
        <source>&amp;About Attribution Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="231"/>
        <source>Open a bundle folder or archive (File › Open, or drop it here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="237"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="238"/>
        <source>Stop loading this bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="260"/>
        <source>Loading cancelled; still showing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="262"/>
        <source>Loading cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="286"/>
        <source>%1 — Attribution Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="288"/>
        <source>%1: %2 files, %3 nodes, %4 events, %5 problems — catalog %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="328"/>
        <source>Could not open the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="332"/>
        <source>Open bundle folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="338"/>
        <source>Open bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="353"/>
        <source>%1 no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="361"/>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="390"/>
        <source>Open a bundle folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="391"/>
        <source>Open a bundle archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="392"/>
        <source>Jump to the root cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="393"/>
        <source>Next step of the chain of reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="394"/>
        <source>Previous step of the chain of reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="395"/>
        <source>Next rule hit in the raw log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="396"/>
        <source>Previous rule hit in the raw log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="397"/>
        <source>Filter the view that has the focus (search in the raw log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="398"/>
        <source>Go to a line of the raw log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="399"/>
        <source>Fit the provenance graph to the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="400"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="402"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="412"/>
        <source>About Attribution Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="413"/>
        <source>&lt;h3&gt;Attribution Workbench %1&lt;/h3&gt;&lt;p&gt;Finds the node and the fault that started the failure of a distributed training job, and shows the raw evidence behind every step.&lt;/p&gt;&lt;p&gt;Rule catalog: %2&lt;/p&gt;&lt;p&gt;Qt %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awapp::ScreenshotWriter</name>
    <message>
        <location filename="../app/gui/screenshot_writer.cpp" line="38"/>
        <source>Loading was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot_writer.cpp" line="80"/>
        <source>Cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/screenshot_writer.cpp" line="87"/>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awapp::Session</name>
    <message>
        <location filename="../app/gui/session.cpp" line="70"/>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="99"/>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="109"/>
        <source>Reading rules from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="112"/>
        <source>No rule could be read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="117"/>
        <source>Loading bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="132"/>
        <source>Nothing readable in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="136"/>
        <source>Analysing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="153"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="156"/>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/session.cpp" line="158"/>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::ClassificationFilter</name>
    <message>
        <location filename="../views/classification_filter.cpp" line="80"/>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::ClassificationModel</name>
    <message>
        <location filename="../views/classification_model.cpp" line="100"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/classification_model.cpp" line="117"/>
        <source>%n event(s) classified as %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="134"/>
        <source>%1 (suppressed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="137"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="138"/>
        <source>%1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="163"/>
        <source>Symptom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="165"/>
        <source>First seen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="167"/>
        <source>Last seen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="168"/>
        <source>Class: %1, decided by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="196"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="197"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="198"/>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="199"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="200"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_model.cpp" line="201"/>
        <source>Reason for class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::ClassificationView</name>
    <message>
        <location filename="../views/classification_view.cpp" line="32"/>
        <source>Filter events: text, node, rule, reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="34"/>
        <source>Show one class only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="35"/>
        <source>Show the events of one node only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="36"/>
        <source>Show one symptom only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="101"/>
        <source>All classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="106"/>
        <source>All nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="108"/>
        <source>All symptoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/classification_view.cpp" line="142"/>
        <source>No bundle loaded.</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>awv::EventClassNames</name>
    <message>
        <location filename="../views/event_class_style.cpp" line="34"/>
        <location filename="../views/event_class_style.cpp" line="44"/>
        <source>Root cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/event_class_style.cpp" line="35"/>
        <location filename="../views/event_class_style.cpp" line="45"/>
        <source>Contributing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/event_class_style.cpp" line="36"/>
        <source>Symptom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/event_class_style.cpp" line="37"/>
        <location filename="../views/event_class_style.cpp" line="47"/>
        <source>Noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/event_class_style.cpp" line="46"/>
        <source>Symptoms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::LogPane</name>
    <message>
        <location filename="../views/log_pane.cpp" line="19"/>
        <source>The file shown in this pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="136"/>
        <source>Job and cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/log_pane.cpp" line="188"/>
        <location filename="../views/log_pane.cpp" line="350"/>
        <source>Merged by time: %n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="351"/>
        <source> (merging…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="355"/>
        <source> — %L1 lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="356"/>
        <source> (indexing…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="357"/>
        <source> — line %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/log_pane.cpp" line="359"/>
        <source> — %Ln matching line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/log_pane.cpp" line="360"/>
        <source> (searching…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::LogView</name>
    <message>
        <location filename="../views/log_line_text.cpp" line="86"/>
        <source>  … [line clipped, %1 more bytes]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="60"/>
        <source>Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="61"/>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="62"/>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="63"/>
        <source>Next rule hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="64"/>
        <source>Previous rule hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="65"/>
        <source>Go to line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="66"/>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="68"/>
        <source>Next line a rule matched (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="69"/>
        <source>Previous line a rule matched (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="70"/>
        <source>Show a second file next to this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="73"/>
        <source>Search (regular expression)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="76"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="94"/>
        <source>Merge by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="95"/>
        <source>Interleave the lines of several nodes&apos; files by their times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="192"/>
        <source>Files of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="195"/>
        <source>Back to single file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="224"/>
        <source>Go to line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/log_view.cpp" line="224"/>
        <source>Line (1–%L1):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::MetricsChart</name>
    <message>
        <location filename="../views/metrics_chart.cpp" line="35"/>
        <source>Xid errors (last Xid code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="36"/>
        <source>GPU temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="37"/>
        <source>ECC errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="38"/>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="82"/>
        <location filename="../views/metrics_chart.cpp" line="147"/>
        <source>Select a node or an event to see its metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="146"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="153"/>
        <source>Metrics of %1, GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="153"/>
        <source>Metrics of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="171"/>
        <source>No metric series for %1 in this bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="183"/>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="193"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/metrics_chart.cpp" line="193"/>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::NodesView</name>
    <message>
        <location filename="../views/nodes_view.cpp" line="43"/>
        <source>Filter nodes and files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="46"/>
        <source>Node / file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="46"/>
        <source>Ranks · GPUs / format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="46"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="46"/>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="47"/>
        <source>Time span (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="89"/>
        <source>ranks %1</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <location filename="../views/nodes_view.cpp" line="96"/>
        <source>%1 (also: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="103"/>
        <source>%1 — the culprit named by the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="108"/>
        <source>Whole job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/nodes_view.cpp" line="109"/>
        <source>Sources that belong to no single node: scheduler, cloud, metrics, manifest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::ProblemsView</name>
    <message>
        <location filename="../views/problems_view.cpp" line="20"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="21"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="22"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="61"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="61"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="61"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="61"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="61"/>
        <source>Found by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="67"/>
        <source>Filter problems: file, message…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="108"/>
        <source>(bundle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="131"/>
        <source>Loader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="132"/>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="147"/>
        <source>No bundle loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/problems_view.cpp" line="149"/>
        <source>Every file of the bundle was read without problems.</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <location filename="../views/provenance_scene.cpp" line="294"/>
        <source>NOT DRAWN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="295"/>
        <source>+ %1 more %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="297"/>
        <source>Large graph: only the chain of reasons and its neighbours are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="308"/>
        <source>%1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="308"/>
        <source>RAW LINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="347"/>
        <source>%1 · GROUP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="347"/>
        <source>EVENT GROUP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="349"/>
        <source>matched by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="360"/>
        <source> · SUPPRESSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="361"/>
        <source>×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="363"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="364"/>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="365"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="372"/>
        <source>EVENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="381"/>
        <source>DECISION · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="390"/>
        <source>VERDICT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="391"/>
        <source>%1 confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="395"/>
        <source>no culprit node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="395"/>
        <source>culprit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_scene.cpp" line="396"/>
        <source> · GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::ProvenanceView</name>
    <message>
        <location filename="../views/provenance_view.cpp" line="122"/>
        <source>Previous Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="124"/>
        <source>Step back towards the verdict (Shift+F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="125"/>
        <source>Next Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="127"/>
        <source>Step along the chain of reasons, from the verdict to the raw line (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="128"/>
        <source>Zoom Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="130"/>
        <source>Zoom In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="132"/>
        <source>Fit to View</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="226"/>
        <source>Laying out %n node(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="239"/>
        <source>The graph could not be laid out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="241"/>
        <source>%1 of %2 nodes drawn, the rest summarised</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="245"/>
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="344"/>
        <source>&lt;p&gt;Event #%1%2 has no node in the provenance graph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="403"/>
        <source>No chain of reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/provenance_view.cpp" line="404"/>
        <source>%n step(s): press F8 to walk</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="405"/>
        <location filename="../views/provenance_view.cpp" line="419"/>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="412"/>
        <source>&lt;p style=&apos;color:#5c6670&apos;&gt;No bundle is open.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="423"/>
        <source>&lt;h3&gt;Nodes not drawn&lt;/h3&gt;&lt;p&gt;This provenance graph has %1 nodes; %2 are folded into summary nodes so that it stays readable and fast. The chain of reasons and its neighbours are always drawn.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="431"/>
        <location filename="../views/provenance_view.cpp" line="444"/>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="433"/>
        <source>&lt;p style=&apos;color:#5c6670&apos;&gt;Raw lines are on the left, the verdict on the right. Press F8 (Next Step) to walk from the verdict back to the raw line that proves it; click a node to see it in the other views.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="447"/>
        <source>Culprit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="447"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="448"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="449"/>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="450"/>
        <location filename="../views/provenance_view.cpp" line="456"/>
        <location filename="../views/provenance_view.cpp" line="479"/>
        <location filename="../views/provenance_view.cpp" line="490"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="451"/>
        <location filename="../views/provenance_view.cpp" line="457"/>
        <location filename="../views/provenance_view.cpp" line="480"/>
        <location filename="../views/provenance_view.cpp" line="491"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="455"/>
        <source>Decision: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="459"/>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="459"/>
        <location filename="../views/provenance_view.cpp" line="501"/>
        <source>event #%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="466"/>
        <location filename="../views/provenance_view.cpp" line="476"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="469"/>
        <location filename="../views/provenance_view.cpp" line="488"/>
        <location filename="../views/provenance_view.cpp" line="499"/>
        <source>Matched by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="470"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="478"/>
        <source> (suppressed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="481"/>
        <source>Symptom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="482"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="483"/>
        <source>, GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="484"/>
        <source>, rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="485"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="486"/>
        <source>First seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="487"/>
        <source>Occurrences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="496"/>
        <source>Raw line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="498"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="498"/>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/provenance_view.cpp" line="501"/>
        <source>Evidence of</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::RulesModel</name>
    <message>
        <location filename="../views/rules_model.cpp" line="10"/>
        <source>Extractor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="11"/>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="12"/>
        <source>Refiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="13"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="14"/>
        <source>Post-outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="15"/>
        <source>Collector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="101"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="102"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="103"/>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_model.cpp" line="104"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::RulesView</name>
    <message>
        <location filename="../views/rules_view.cpp" line="56"/>
        <source>Fired only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="67"/>
        <source>Filter rules: id, phase, description…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="69"/>
        <source>Hide the rules that did not fire on this bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="88"/>
        <source>Choose a rule to see its definition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="93"/>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="93"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="93"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="171"/>
        <source>&lt;i&gt;No rule selected&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="173"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="176"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style=&apos;color:gray&apos;&gt;(%3)&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/rules_view.cpp" line="188"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <location filename="../views/timeline_view.cpp" line="84"/>
        <location filename="../views/timeline_view.cpp" line="121"/>
        <location filename="../views/timeline_view.cpp" line="562"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <location filename="../views/timeline_view.cpp" line="250"/>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="252"/>
        <source>from first fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="252"/>
        <source>from first event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="369"/>
        <source>first fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="450"/>
        <source>Symptom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="451"/>
        <source>Node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="451"/>
        <source>(job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="452"/>
        <source>, GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="454"/>
        <source>Time: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/timeline_view.cpp" line="458"/>
        <source>%n occurrence(s) until %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="461"/>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timeline_view.cpp" line="462"/>
        <source>Class: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>awv::VerdictView</name>
    <message>
        <location filename="../views/verdict_view.cpp" line="16"/>
        <source>GPU hardware failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="17"/>
        <source>GPU driver / software fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="18"/>
        <source>Network failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="19"/>
        <source>Storage failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="20"/>
        <source>Host failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="21"/>
        <source>Infrastructure event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="22"/>
        <source>Application error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="23"/>
        <source>Stopped by a user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="24"/>
        <source>Job hang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="25"/>
        <source>Cause unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="48"/>
        <source>High confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="49"/>
        <source>Medium confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="50"/>
        <source>Low confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="113"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="160"/>
        <source>No bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="163"/>
        <source>Open a workload bundle to find the cause of a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="164"/>
        <source>File › Open bundle folder… or drop a folder or archive onto the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="191"/>
        <source>%1, GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="194"/>
        <source>No single culprit found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="198"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="205"/>
        <source>Culprit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="210"/>
        <source>Ranks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="214"/>
        <source>Root symptom: &lt;a href=&quot;event:%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="215"/>
        <source>Root symptom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="218"/>
        <source>At %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="220"/>
        <source>Decided by &lt;code&gt;%1&lt;/code&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="233"/>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/verdict_view.cpp" line="233"/>
        <source>Other candidates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
