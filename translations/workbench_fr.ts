<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>awapp::About</name>
        <message>
            <location filename="../app/gui/about_text.cpp" line="18" />
            <source>&lt;h3&gt;Attribution Workbench %1&lt;/h3&gt;&lt;p&gt;Finds the node and the fault that started the failure of a distributed training job, and shows the raw evidence behind every step.&lt;/p&gt;&lt;p&gt;Rule catalog: %2&lt;br&gt;Qt %3 (built with %4)&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Atelier d'attribution %1&lt;/h3&gt;&lt;p&gt;Trouve le nœud et la panne à l'origine de l'échec d'un entraînement distribué, et montre les preuves brutes derrière chaque étape.&lt;/p&gt;&lt;p&gt;Catalogue de règles : %2&lt;br&gt;Qt %3 (compilé avec %4)&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>awapp::CollectDialog</name>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="45" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="55" />
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="65" />
            <source>ok</source>
            <translation>ok</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="66" />
            <source>nothing there</source>
            <translation>rien</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="67" />
            <source>failed</source>
            <translation>échec</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="68" />
            <source>timed out</source>
            <translation>délai dépassé</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="69" />
            <source>cut short</source>
            <translation>tronqué</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="70" />
            <source>skipped</source>
            <translation>ignoré</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="71" />
            <source>cancelled</source>
            <translation>annulé</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="78" />
            <source>HTTP %1</source>
            <translation>HTTP %1</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="79" />
            <source>exit %1</source>
            <translation>sortie %1</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="95" />
            <source>in-cluster, else kubectl proxy (http://127.0.0.1:8001)</source>
            <translation>dans le cluster, sinon kubectl proxy (http://127.0.0.1:8001)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="96" />
            <source>node[001-016] (a Slurm host list)</source>
            <translation>node[001-016] (une liste d’hôtes Slurm)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="103" />
            <source>Each node's kernel log, by a command per node:</source>
            <translation>Le journal noyau de chaque nœud, par une commande par nœud :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="105" />
            <source>a folder of Flight Recorder dumps</source>
            <translation>un dossier de dumps du Flight Recorder</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="106" />
            <source>a new folder, or an archive: …/job.tar.gz</source>
            <translation>un nouveau dossier, ou une archive : …/job.tar.gz</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="113" />
            <source>Collect a bundle from the cluster</source>
            <translation>Collecter un bundle depuis le cluster</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="114" />
            <source>Slurm job</source>
            <translation>Job Slurm</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="115" />
            <source>Kubernetes job</source>
            <translation>Job Kubernetes</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="116" />
            <source>Kubernetes pods by label selector</source>
            <translation>Pods Kubernetes par sélecteur de labels</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="117" />
            <source>Nodes and a time window</source>
            <translation>Des nœuds et une fenêtre de temps</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="119" />
            <source>{node} is each node of the scope, {since} and {until} the window in epoch seconds</source>
            <translation>{node} est chaque nœud du périmètre, {since} et {until} la fenêtre en secondes epoch</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="122" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="130" />
            <source>Each request and what it answered appears here; all of it goes to the bundle's collect.json.</source>
            <translation>Chaque requête et sa réponse s’affichent ici ; tout va dans le collect.json du bundle.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="133" />
            <source>Scope:</source>
            <translation>Périmètre :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="134" />
            <source>Job:</source>
            <translation>Job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="135" />
            <source>Namespace:</source>
            <translation>Namespace :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="136" />
            <source>API server:</source>
            <translation>Serveur d’API :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="137" />
            <source>Nodes:</source>
            <translation>Nœuds :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="138" />
            <source>From:</source>
            <translation>De :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="139" />
            <source>To:</source>
            <translation>À :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="143" />
            <source>before</source>
            <translation>avant</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="145" />
            <source>after</source>
            <translation>après</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="148" />
            <source>Margin:</source>
            <translation>Marge :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="149" />
            <source>Prometheus:</source>
            <translation>Prometheus :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="150" />
            <source>Loki:</source>
            <translation>Loki :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="153" />
            <source>Flight Recorder:</source>
            <translation>Flight Recorder :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="154" />
            <source>Flight Recorder dumps</source>
            <translation>Dumps du Flight Recorder</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="157" />
            <source>Save to:</source>
            <translation>Enregistrer dans :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="158" />
            <source>Save the bundle as</source>
            <translation>Enregistrer le bundle sous</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="160" />
            <source>Bundle archives (*.tar.gz *.tar.zst *.zip);;All files (*)</source>
            <translation>Archives de bundle (*.tar.gz *.tar.zst *.zip);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="163" />
            <source>Timeout:</source>
            <translation>Délai :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="164" />
            <source>Tokens come from the environment (AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_K8S_TOKEN), passwords from ~/.netrc; none is typed here or kept.</source>
            <translation>Les jetons viennent de l’environnement (AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_K8S_TOKEN), les mots de passe de ~/.netrc ; aucun n’est saisi ici ni conservé.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="170" />
            <source>Collect</source>
            <translation>Collecter</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="207" />
            <source>Job ID:</source>
            <translation>ID du job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="207" />
            <source>Job name:</source>
            <translation>Nom du job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="207" />
            <source>Selector:</source>
            <translation>Sélecteur :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="243" />
            <source>Name the job to collect.</source>
            <translation>Indiquez le job à collecter.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="244" />
            <source>Name the nodes to collect from.</source>
            <translation>Indiquez les nœuds où collecter.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="245" />
            <source>The window ends before it starts.</source>
            <translation>La fenêtre finit avant de commencer.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="246" />
            <source>Choose where to save the bundle.</source>
            <translation>Choisissez où enregistrer le bundle.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="261" />
            <source>Collecting…</source>
            <translation>Collecte en cours…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="277" />
            <source>Cancelling…</source>
            <translation>Annulation…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="306" />
            <source>Cancelled. What was collected is in %1, with collect.json.</source>
            <translation>Annulé. Ce qui a été collecté est dans %1, avec collect.json.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="308" />
            <source>The scheduler gave no nodes or no window for this job; nothing to collect over, and nothing was written. The log above says what was asked; or give the nodes by hand.</source>
            <translation>L’ordonnanceur n’a donné ni nœuds ni fenêtre pour ce job ; rien sur quoi collecter, et rien n’a été écrit. Le journal ci-dessus dit ce qui a été demandé ; ou indiquez les nœuds à la main.</translation>
        </message>
        <message numerus="yes">
            <location filename="../app/gui/collect_dialog.cpp" line="311" />
            <source>Collected %n file(s) into %1; %2 request(s) failed.</source>
            <translation>
                <numerusform>%n fichier collecté dans %1 ; %2 requête(s) en échec.</numerusform>
                <numerusform>%n fichiers collectés dans %1 ; %2 requête(s) en échec.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="320" />
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="320" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
    </context>
    <context>
        <name>awapp::FleetWindow</name>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="17" />
            <source>&amp;Fleet</source>
            <translation>&amp;Parc</translation>
        </message>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="18" />
            <source>&amp;Reload</source>
            <translation>&amp;Recharger</translation>
        </message>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="20" />
            <source>Read the store again (after new results were ingested)</source>
            <translation>Relire la base (après l’ingestion de nouveaux résultats)</translation>
        </message>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="21" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="23" />
            <source>Fleet</source>
            <translation>Parc</translation>
        </message>
        <message>
            <location filename="../app/gui/fleet_window.cpp" line="27" />
            <source>Fleet — %1</source>
            <translation>Parc — %1</translation>
        </message>
    </context>
    <context>
        <name>awapp::HelpMenu</name>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="24" />
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="29" />
            <source>&amp;User Guide</source>
            <translation>&amp;Guide de l'utilisateur</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="38" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="46" />
            <source>&amp;About Attribution Workbench</source>
            <translation>À &amp;propos de l'Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="48" />
            <source>About Attribution Workbench</source>
            <translation>À propos de l'Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="53" />
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>awapp::MainWindow</name>
        <message>
            <location filename="../app/gui/main_window.cpp" line="122" />
            <source>Bundle archives (%1)</source>
            <translation>Archives de bundle (%1)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="123" />
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="146" />
            <source>Attribution Workbench</source>
            <translation>Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="222" />
            <source>Problems (%1)</source>
            <translation>Problèmes (%1)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="222" />
            <location filename="../app/gui/main_window.cpp" line="256" />
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="245" />
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="250" />
            <source>Classification</source>
            <translation>Classification</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="251" />
            <location filename="../app/gui/main_window.cpp" line="429" />
            <source>Provenance graph</source>
            <translation>Graphe de provenance</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="252" />
            <source>Timeline</source>
            <translation>Chronologie</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="253" />
            <source>Raw logs</source>
            <translation>Journaux bruts</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="254" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="255" />
            <source>Nodes and sources</source>
            <translation>Nœuds et sources</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="257" />
            <source>Collectives (hangs)</source>
            <translation>Collectives (blocages)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="333" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="334" />
            <source>Open bundle &amp;folder…</source>
            <translation>Ouvrir un &amp;dossier de bundle…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="336" />
            <source>Open &amp;archive…</source>
            <translation>Ouvrir une &amp;archive…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="338" />
            <source>Open &amp;Recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="341" />
            <source>Open &amp;Fleet…</source>
            <translation>Ouvrir un &amp;parc…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="343" />
            <source>Open a fleet store (attribution-cli fleet): many jobs, the nodes and GPUs that keep failing</source>
            <translation>Ouvrir une base de parc (attribution-cli fleet) : de nombreux jobs, les nœuds et GPU qui tombent en panne à répétition</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="344" />
            <source>&amp;Collect from the cluster…</source>
            <translation>&amp;Collecter depuis le cluster…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="346" />
            <source>Collect a failed job's bundle from Slurm or Kubernetes, Prometheus and Loki (attribution-cli collect)</source>
            <translation>Collecter le bundle d’un job en échec depuis Slurm ou Kubernetes, Prometheus et Loki (attribution-cli collect)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="348" />
            <source>&amp;Export report…</source>
            <translation>&amp;Exporter un rapport…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="352" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="366" />
            <source>&amp;Note on event…</source>
            <translation>&amp;Note sur l’événement…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="368" />
            <source>Write a note on the selected event: shown in the list and printed in the report</source>
            <translation>Écrire une note sur l’événement sélectionné : affichée dans la liste et imprimée dans le rapport</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="373" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="399" />
            <source>&amp;Metrics under the timeline</source>
            <translation>&amp;Métriques sous la chronologie</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="403" />
            <source>Show the selected node's metrics under the timeline; off, the rows get the room</source>
            <translation>Afficher les métriques du nœud sélectionné sous la chronologie ; désactivé, les lignes prennent la place</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="406" />
            <source>&amp;Reset layout</source>
            <translation>&amp;Réinitialiser la disposition</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="410" />
            <source>&amp;Navigate</source>
            <translation>&amp;Navigation</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="420" />
            <source>&amp;Filter…</source>
            <translation>&amp;Filtrer…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="422" />
            <source>Jump to &amp;root cause</source>
            <translation>Aller à la &amp;cause première</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="428" />
            <source>Raw log</source>
            <translation>Journal brut</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="442" />
            <source>Open a bundle folder or archive (File › Open, or drop it here).</source>
            <translation>Ouvrez un dossier ou une archive de bundle (Fichier › Ouvrir, ou déposez-le ici).</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="451" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="452" />
            <source>Stop loading this bundle</source>
            <translation>Arrêter le chargement de ce bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="468" />
            <source>Saved the rule to %1; analysing again with it.</source>
            <translation>Règle enregistrée dans %1 ; nouvelle analyse avec elle.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="492" />
            <source>Loading cancelled; still showing %1.</source>
            <translation>Chargement annulé ; %1 reste affiché.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="494" />
            <source>Loading cancelled.</source>
            <translation>Chargement annulé.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="508" />
            <source>%1 — Attribution Workbench</source>
            <translation>%1 — Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="510" />
            <source>%1: %2 files, %3 nodes, %4 events, %5 problems — catalog %6</source>
            <translation>%1 : %2 fichiers, %3 nœuds, %4 événements, %5 problèmes — catalogue %6</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="573" />
            <source>Report written to %1</source>
            <translation>Rapport écrit dans %1</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="581" />
            <source>Select an event first: the note is about one event.</source>
            <translation>Sélectionnez d’abord un événement : la note porte sur un événement.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="586" />
            <source>Note on event</source>
            <translation>Note sur l’événement</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="586" />
            <source>Note on %1 (%2):</source>
            <translation>Note sur %1 (%2) :</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="590" />
            <source>The note could not be saved: %1</source>
            <translation>La note n'a pas pu être enregistrée : %1</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="595" />
            <source>Could not open the bundle</source>
            <translation>Impossible d'ouvrir le bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="599" />
            <source>Open bundle folder</source>
            <translation>Ouvrir un dossier de bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="619" />
            <source>Open fleet store</source>
            <translation>Ouvrir une base de parc</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="620" />
            <source>Fleet stores (*.sqlite *.db);;All files (*)</source>
            <translation>Bases de parc (*.sqlite *.db);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="641" />
            <source>Open bundle archive</source>
            <translation>Ouvrir une archive de bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="660" />
            <source>%1 no longer exists.</source>
            <translation>%1 n'existe plus.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="668" />
            <source>&amp;Clear list</source>
            <translation>&amp;Vider la liste</translation>
        </message>
        <message>
            <location filename="../app/gui/view_navigation.cpp" line="27" />
            <source>&amp;Go to</source>
            <translation>&amp;Aller à</translation>
        </message>
    </context>
    <context>
        <name>awapp::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="22" />
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="26" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="29" />
            <source>Interface language</source>
            <translation>Langue de l'interface</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="33" />
            <source>System (currently %1)</source>
            <translation>Système (actuellement %1)</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="33" />
            <source>dark</source>
            <translation>sombre</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="33" />
            <source>light</source>
            <translation>clair</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="35" />
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="36" />
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="37" />
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="41" />
            <source>The new language applies the next time the workbench starts.</source>
            <translation>La nouvelle langue s'appliquera au prochain démarrage de l'atelier.</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="48" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="50" />
            <source>&amp;Theme:</source>
            <translation>&amp;Thème :</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="73" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location filename="../app/gui/preferences_dialog.cpp" line="74" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
    </context>
    <context>
        <name>awapp::ScreenshotWriter</name>
        <message>
            <location filename="../app/gui/screenshot_writer.cpp" line="38" />
            <source>Loading was cancelled.</source>
            <translation>Le chargement a été annulé.</translation>
        </message>
        <message>
            <location filename="../app/gui/screenshot_writer.cpp" line="80" />
            <source>Cannot create %1</source>
            <translation>Impossible de créer %1</translation>
        </message>
        <message>
            <location filename="../app/gui/screenshot_writer.cpp" line="87" />
            <source>Cannot write %1</source>
            <translation>Impossible d'écrire %1</translation>
        </message>
    </context>
    <context>
        <name>awapp::Session</name>
        <message>
            <location filename="../app/gui/session.cpp" line="71" />
            <source>Opening %1</source>
            <translation>Ouverture de %1</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="108" />
            <source>%1 does not exist.</source>
            <translation>%1 n'existe pas.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="146" />
            <source>No rule could be read from %1.</source>
            <translation>Aucune règle n'a pu être lue dans %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="152" />
            <source>Nothing readable in %1.</source>
            <translation>Rien de lisible dans %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="156" />
            <source>%1 is not a bundle: none of its files is a log, metrics or scheduler record that the workbench recognises.</source>
            <translation>%1 n’est pas un bundle : aucun de ses fichiers n’est un journal, une métrique ou un enregistrement d’ordonnanceur que l’atelier reconnaît.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="160" />
            <source>%1 is a partial bundle: its collection was interrupted.</source>
            <translation>%1 est un bundle partiel : sa collecte a été interrompue.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="168" />
            <source>Could not open %1: %2</source>
            <translation>Impossible d'ouvrir %1 : %2</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="170" />
            <source>Could not open %1.</source>
            <translation>Impossible d'ouvrir %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="177" />
            <source>Reading rules from %1</source>
            <translation>Lecture des règles de %1</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="178" />
            <source>Loading bundle</source>
            <translation>Chargement du bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="179" />
            <source>Attributing</source>
            <translation>Attribution en cours</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="180" />
            <source>Done</source>
            <translation>Terminé</translation>
        </message>
    </context>
    <context>
        <name>awapp::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/shortcuts_dialog.cpp" line="15" />
            <source>Keyboard Shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../app/gui/shortcuts_dialog.cpp" line="18" />
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location filename="../app/gui/shortcuts_dialog.cpp" line="20" />
            <source>Keys</source>
            <translation>Touches</translation>
        </message>
        <message>
            <location filename="../app/gui/shortcuts_dialog.cpp" line="20" />
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <location filename="../app/gui/shortcuts_dialog.cpp" line="20" />
            <source>Where</source>
            <translation>Où</translation>
        </message>
    </context>
    <context>
        <name>awapp::UserGuideDialog</name>
        <message>
            <location filename="../app/gui/user_guide_dialog.cpp" line="21" />
            <source>User Guide</source>
            <translation>Guide de l'utilisateur</translation>
        </message>
        <message>
            <location filename="../app/gui/user_guide_dialog.cpp" line="23" />
            <source>User guide</source>
            <translation>Guide de l'utilisateur</translation>
        </message>
    </context>
    <context>
        <name>awv::ActionsPanel</name>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="16" />
            <source>Job owner</source>
            <translation>Propriétaire du job</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="17" />
            <source>Cluster operator</source>
            <translation>Exploitant du cluster</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="18" />
            <source>Storage team</source>
            <translation>Équipe stockage</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="19" />
            <source>Network team</source>
            <translation>Équipe réseau</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="20" />
            <source>Hardware vendor</source>
            <translation>Fournisseur du matériel</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="25" />
            <source>now</source>
            <translation>maintenant</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="26" />
            <source>soon</source>
            <translation>bientôt</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="27" />
            <source>when convenient</source>
            <translation>au bon moment</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="32" />
            <source>Restart the job</source>
            <translation>Relancer le job</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="33" />
            <source>Restart without the culprit</source>
            <translation>Relancer sans le coupable</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="34" />
            <source>Stop: fix first</source>
            <translation>Arrêter : corriger d'abord</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="35" />
            <source>Investigate before restarting</source>
            <translation>Enquêter avant de relancer</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="58" />
            <source>What to do</source>
            <translation>Que faire</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="69" />
            <source>Copy all</source>
            <translation>Tout copier</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="70" />
            <source>Copy the decision and every action, with its commands, as Markdown</source>
            <translation>Copier la décision et chaque action, avec ses commandes, en Markdown</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="129" />
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="130" />
            <source>Copy this command</source>
            <translation>Copier cette commande</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="131" />
            <source>Copy command: %1</source>
            <translation>Copier la commande : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="142" />
            <source>Left out: %1 (%2)</source>
            <translation>Omise : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="166" />
            <source>left out: %1 (%2)</source>
            <translation>omise : %1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationFilter</name>
        <message>
            <location filename="../views/classification/classification_filter.cpp" line="80" />
            <source>%1 (%2 of %3)</source>
            <translation>%1 (%2 sur %3)</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationModel</name>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="109" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_model.cpp" line="126" />
            <source>%n event(s) classified as %1</source>
            <translation>
                <numerusform>%n événement classé %1</numerusform>
                <numerusform>%n événements classés %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="143" />
            <source>%1 (suppressed)</source>
            <translation>%1 (supprimé)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="149" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="150" />
            <source>%1 · GPU %2</source>
            <translation>%1 · GPU %2</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="176" />
            <source>Symptom: %1</source>
            <translation>Symptôme : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="178" />
            <source>First seen: at or after %1 (the line has no time; this is the time of a line before it)</source>
            <translation>Vu pour la première fois : à %1 ou après (la ligne n'a pas d'heure ; c'est celle d'une ligne précédente)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="180" />
            <source>First seen: %1</source>
            <translation>Vu pour la première fois : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="184" />
            <source>Last seen: %1</source>
            <translation>Vu pour la dernière fois : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="185" />
            <source>Class: %1, decided by %2</source>
            <translation>Classe : %1, décidée par %2</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="190" />
            <source>Note:</source>
            <translation>Note :</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="215" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="216" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="217" />
            <source>Time (UTC)</source>
            <translation>Heure (UTC)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="218" />
            <source>Count</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="219" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="220" />
            <source>Reason for class</source>
            <translation>Raison de la classe</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationView</name>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="33" />
            <source>Filter events: text, node, rule, reason…</source>
            <translation>Filtrer les événements : texte, nœud, règle, raison…</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="35" />
            <source>Filter events</source>
            <translation>Filtrer les événements</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="36" />
            <source>Show class</source>
            <translation>Classe affichée</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="37" />
            <source>Show node</source>
            <translation>Nœud affiché</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="38" />
            <source>Show symptom</source>
            <translation>Symptôme affiché</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="39" />
            <source>Events by class</source>
            <translation>Événements par classe</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="41" />
            <source>Show one class only</source>
            <translation>N'afficher qu'une classe</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="42" />
            <source>Show the events of one node only</source>
            <translation>N'afficher que les événements d'un nœud</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="43" />
            <source>Show one symptom only</source>
            <translation>N'afficher qu'un symptôme</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="130" />
            <source>All classes</source>
            <translation>Toutes les classes</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="135" />
            <source>All nodes</source>
            <translation>Tous les nœuds</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="137" />
            <source>All symptoms</source>
            <translation>Tous les symptômes</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="171" />
            <source>No bundle loaded.</source>
            <translation>Aucun bundle chargé.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="177" />
            <source>%1 of %n event(s) shown</source>
            <translation>
                <numerusform>%1 événement affiché sur %n</numerusform>
                <numerusform>%1 événements affichés sur %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="178" />
            <source>%n event(s)</source>
            <translation>
                <numerusform>%n événement</numerusform>
                <numerusform>%n événements</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::CollectivesModel</name>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="59" />
            <source>Rank %1 has no record of collective #%2</source>
            <translation>Le rang %1 n'a aucun enregistrement de la collective n° %2</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="61" />
            <source>%1 %2, record %3</source>
            <translation>%1 %2, enregistrement %3</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="84" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="84" />
            <source>⚠ rank %1</source>
            <translation>⚠ rang %1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="88" />
            <source>no dump</source>
            <translation>pas de vidage</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="90" />
            <source>enqueued #%1</source>
            <translation>mis en file #%1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="92" />
            <source>completed #%1</source>
            <translation>terminé #%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/collectives/collectives_view.cpp" line="94" />
            <source>%n unfinished</source>
            <translation>
                <numerusform>%n non terminée</numerusform>
                <numerusform>%n non terminées</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::CollectivesView</name>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="18" />
            <source>✗ missing</source>
            <translation>✗ absent</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="112" />
            <source>Process group</source>
            <translation>Groupe de processus</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="113" />
            <source>Collectives by rank</source>
            <translation>Collectives par rang</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="141" />
            <source>process group %1 (%2)%3</source>
            <translation>groupe de processus %1 (%2)%3</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="143" />
            <source> — blamed</source>
            <translation> — mis en cause</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="147" />
            <source>No Flight Recorder dumps in this bundle.</source>
            <translation>Aucun vidage du Flight Recorder dans ce bundle.</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="148" />
            <source>Every rank arrived at every collective.</source>
            <translation>Chaque rang est arrivé à chaque collective.</translation>
        </message>
    </context>
    <context>
        <name>awv::EngineMessages</name>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="19" />
            <source> at %1</source>
            <translation> à %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="26" />
            <source> on %n other node(s)</source>
            <translation>
                <numerusform> sur %n autre nœud</numerusform>
                <numerusform> sur %n autres nœuds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="27" />
            <source>; %n later error(s)%1 followed as symptoms</source>
            <translation>
                <numerusform>; %n erreur ultérieure%1 suivie comme symptôme</numerusform>
                <numerusform>; %n erreurs ultérieures%1 suivies comme symptômes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="32" />
            <source>gpu_hardware</source>
            <comment>outcome in a sentence</comment>
            <translation>matériel GPU</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="33" />
            <source>gpu_software</source>
            <comment>outcome in a sentence</comment>
            <translation>logiciel GPU</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="34" />
            <source>network</source>
            <comment>outcome in a sentence</comment>
            <translation>réseau</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="35" />
            <source>storage</source>
            <comment>outcome in a sentence</comment>
            <translation>stockage</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="36" />
            <source>host</source>
            <comment>outcome in a sentence</comment>
            <translation>hôte</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="37" />
            <source>infrastructure</source>
            <comment>outcome in a sentence</comment>
            <translation>infrastructure</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="38" />
            <source>application</source>
            <comment>outcome in a sentence</comment>
            <translation>application</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="39" />
            <source>user</source>
            <comment>outcome in a sentence</comment>
            <translation>utilisateur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="40" />
            <source>hang</source>
            <comment>outcome in a sentence</comment>
            <translation>blocage</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="41" />
            <source>unknown</source>
            <comment>outcome in a sentence</comment>
            <translation>inconnu</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="45" />
            <source>root_cause</source>
            <comment>event class in a sentence</comment>
            <translation>cause première</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="46" />
            <source>contributing</source>
            <comment>event class in a sentence</comment>
            <translation>contributif</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="47" />
            <source>symptom</source>
            <comment>event class in a sentence</comment>
            <translation>symptôme</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="48" />
            <source>noise</source>
            <comment>event class in a sentence</comment>
            <translation>bruit</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="58" />
            <source>; %n later independent fault(s) contributed</source>
            <translation>
                <numerusform>; %n panne indépendante ultérieure y a contribué</numerusform>
                <numerusform>; %n pannes indépendantes ultérieures y ont contribué</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="59" />
            <source>%1%2 started the failure (%3)%4%5.</source>
            <translation>%1%2 a déclenché la panne (%3)%4%5.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="63" />
            <source>%1%2: every other rank waited for them (%3)%4.</source>
            <translation>%1%2 : tous les autres rangs les ont attendus (%3)%4.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="65" />
            <source>Broad event: %1 on %2 nodes within %3 s from %4; a shared %5 cause, so no single node is blamed.</source>
            <translation>Événement étendu : %1 sur %2 nœuds en %3 s à partir de %4 ; une cause commune (%5), aucun nœud n’est donc mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="68" />
            <source>%1 faults with no order between them (within the clock-skew tolerance, or timed only by an earlier line): %2; the evidence does not say which started the failure, so no node is blamed.</source>
            <translation>%1 pannes sans ordre entre elles (dans la tolérance de décalage d’horloge, ou datées seulement par une ligne antérieure) : %2 ; les preuves ne disent pas laquelle a déclenché la panne, aucun nœud n’est donc mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="71" />
            <source>Only generic errors (%1): not enough to blame a node.</source>
            <translation>Seulement des erreurs génériques (%1) : pas assez pour mettre un nœud en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="73" />
            <source>the job</source>
            <translation>la tâche</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="74" />
            <source>, %n node(s)</source>
            <translation>
                <numerusform>, %n nœud</numerusform>
                <numerusform>, %n nœuds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="76" />
            <source>A collective operation timed out (%1, first on %2%3%4) and nothing in the bundle explains why: a hang, no node blamed.</source>
            <translation>Une opération collective a expiré (%1, d’abord sur %2%3%4) et rien dans le paquet n’explique pourquoi : un blocage, aucun nœud mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="78" />
            <source>The network transport reported errors (%1, first on %2%3%4) and nothing in the bundle explains why: the network (a peer address names no node), no node blamed.</source>
            <translation>Le transport réseau a signalé des erreurs (%1, d’abord sur %2%3%4) et rien dans le paquet n’explique pourquoi : le réseau (une adresse de pair ne nomme aucun nœud), aucun nœud mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="83" />
            <source>, %1 without a root candidate</source>
            <translation>, %1 sans candidat racine</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="84" />
            <source>No failure evidence: %n benign or everyday event(s)%1; nothing is blamed.</source>
            <translation>
                <numerusform>Aucune preuve de panne : %n événement bénin ou courant%1 ; rien n’est mis en cause.</numerusform>
                <numerusform>Aucune preuve de panne : %n événements bénins ou courants%1 ; rien n’est mis en cause.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="92" />
            <source>outcome %1: the one root candidate left after the refiners is %2 (strength %3)</source>
            <translation>issue %1 : le seul candidat racine restant après les raffineurs est %2 (force %3)</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="95" />
            <source>outcome %1: %2 root candidates are one finding about collective #%3: %4</source>
            <translation>issue %1 : %2 candidats racines sont un seul constat sur la collective n° %3 : %4</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="98" />
            <source>outcome %1: %2 root candidates are one finding of the hang analysis: %3</source>
            <translation>issue %1 : %2 candidats racines sont un seul constat de l’analyse du blocage : %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="100" />
            <source>root event %1%2, seen %n time(s)</source>
            <translation>
                <numerusform>événement racine %1%2, vu %n fois</numerusform>
                <numerusform>événement racine %1%2, vu %n fois</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="103" />
            <source> (%1 of them classed again by a later rule)</source>
            <translation> (dont %1 reclassés par une règle ultérieure)</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="104" />
            <source>%1 %2: %3 -&gt; %n event(s) classed %4%5</source>
            <translation>
                <numerusform>%1 %2 : %3 -&gt; %n événement classé %4%5</numerusform>
                <numerusform>%1 %2 : %3 -&gt; %n événements classés %4%5</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="108" />
            <source>culprit %1</source>
            <translation>coupable %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="110" />
            <source>outcome %1: a fault of the job's own code, data or settings; %2 is where it showed, not a culprit</source>
            <translation>résultat %1 : une faute du code, des données ou des réglages du job lui-même ; %2 est l'endroit où elle s'est montrée, pas un coupable</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="112" />
            <source>also %1</source>
            <translation>aussi %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="114" />
            <source>broad event: %1 on %2 nodes (found by %3); outcome from its category, no culprit</source>
            <translation>événement étendu : %1 sur %2 nœuds (trouvé par %3) ; issue selon sa catégorie, pas de coupable</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="117" />
            <source>unknown: %1 root candidates remain: %2</source>
            <translation>inconnu : %1 candidats racines restent : %2</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="118" />
            <source>unknown: only generic errors remain: %1</source>
            <translation>inconnu : il ne reste que des erreurs génériques : %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="120" />
            <source>hang: A collective operation timed out on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>blocage : une opération collective a expiré sur %n nœud et aucun candidat racine</numerusform>
                <numerusform>blocage : une opération collective a expiré sur %n nœuds et aucun candidat racine</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="122" />
            <source>network: The network transport reported errors on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>réseau : le transport réseau a signalé des erreurs sur %n nœud et aucun candidat racine</numerusform>
                <numerusform>réseau : le transport réseau a signalé des erreurs sur %n nœuds et aucun candidat racine</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="124" />
            <source>unknown: no root candidate and no collective timeout</source>
            <translation>inconnu : aucun candidat racine et aucune expiration de collective</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="125" />
            <source>job state: %1%2 (%3)</source>
            <translation>état de la tâche : %1%2 (%3)</translation>
        </message>
    </context>
    <context>
        <name>awv::EventClassLegend</name>
        <message>
            <location filename="../views/common/event_class_legend.cpp" line="46" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_legend.cpp" line="62" />
            <source>Repeated: first to last line</source>
            <translation>Répété : de la première à la dernière ligne</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_legend.cpp" line="64" />
            <source>A bar runs from the first to the last line of an event seen more than once, in its class's colour</source>
            <translation>Une barre va de la première à la dernière ligne d’un événement vu plusieurs fois, dans la couleur de sa classe</translation>
        </message>
    </context>
    <context>
        <name>awv::EventClassNames</name>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="55" />
            <location filename="../views/common/event_class_style.cpp" line="65" />
            <source>Root cause</source>
            <translation>Cause première</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="56" />
            <location filename="../views/common/event_class_style.cpp" line="66" />
            <source>Contributing</source>
            <translation>Contributif</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="57" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="58" />
            <location filename="../views/common/event_class_style.cpp" line="68" />
            <source>Noise</source>
            <translation>Bruit</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="67" />
            <source>Symptoms</source>
            <translation>Symptômes</translation>
        </message>
    </context>
    <context>
        <name>awv::FindingMarkdown</name>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="22" />
            <source>node %1</source>
            <translation>nœud %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="23" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="24" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="25" />
            <source>Where: %1</source>
            <translation>Où : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="30" />
            <source> (first of %L1 lines, last at %2)</source>
            <translation> (première de %L1 lignes, dernière à %2)</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="31" />
            <source>When: %1</source>
            <translation>Quand : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="33" />
            <source>Lines: %L1</source>
            <translation>Lignes : %L1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="35" />
            <source>Found by rule `%1`; classed by `%2`</source>
            <translation>Trouvé par la règle `%1` ; classé par `%2`</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="36" />
            <source>Why: %1</source>
            <translation>Pourquoi : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="38" />
            <source>Evidence:</source>
            <translation>Preuves :</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetJobsModel</name>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="22" />
            <source>Could not be read</source>
            <translation>Illisible</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="80" />
            <source>Ended (UTC)</source>
            <translation>Fin (UTC)</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="81" />
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="82" />
            <source>Outcome</source>
            <translation>Issue</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="83" />
            <source>Culprit</source>
            <translation>Coupable</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="84" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="85" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="86" />
            <source>Confidence</source>
            <translation>Confiance</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="87" />
            <source>Bundle</source>
            <translation>Bundle</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetOffendersModel</name>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="120" />
            <source>Blamed in two or more jobs within the repeat window: drain and service it rather than reset it</source>
            <translation>Mis en cause dans au moins deux jobs à l’intérieur de la fenêtre de répétition : le drainer et le faire réparer plutôt que le réinitialiser</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="136" />
            <source>whole node</source>
            <translation>nœud entier</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="141" />
            <source>⚠ repeat offender</source>
            <translation>⚠ récidiviste</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="149" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="150" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="151" />
            <source>Jobs blamed</source>
            <translation>Jobs mis en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="152" />
            <source>Last blamed</source>
            <translation>Dernière mise en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="153" />
            <source>First blamed</source>
            <translation>Première mise en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="154" />
            <source>For what</source>
            <translation>Pour quoi</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="155" />
            <source>Repeat</source>
            <translation>Récidive</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetOutcomeChart</name>
        <message>
            <location filename="../views/fleet/fleet_outcome_chart.cpp" line="25" />
            <source>Jobs per week by outcome</source>
            <translation>Jobs par semaine selon l’issue</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_outcome_chart.cpp" line="25" />
            <source>Jobs per day by outcome</source>
            <translation>Jobs par jour selon l’issue</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_outcome_chart.cpp" line="60" />
            <source>%1, UTC</source>
            <translation>%1, UTC</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_outcome_chart.cpp" line="60" />
            <source>UTC</source>
            <translation>UTC</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetView</name>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="70" />
            <source>Every outcome</source>
            <translation>Toutes les issues</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="72" />
            <source>Node, e.g. node007</source>
            <translation>Nœud, p. ex. node007</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="75" />
            <source>All time</source>
            <translation>Toute la période</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="76" />
            <source>Last %n day(s)</source>
            <translation>
                <numerusform>Dernier %n jour</numerusform>
                <numerusform>%n derniers jours</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="77" />
            <source>Jobs that ended within this period before the newest job of the store</source>
            <translation>Les jobs terminés dans cette période avant le job le plus récent de la base</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="81" />
            <source> days</source>
            <translation> jours</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="82" />
            <source>A node or GPU blamed in two jobs at most this far apart is a repeat offender</source>
            <translation>Un nœud ou un GPU mis en cause dans deux jobs séparés d’au plus cette durée est un récidiviste</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="88" />
            <source>Double-click a job to open its bundle</source>
            <translation>Double-cliquez sur un job pour ouvrir son bundle</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="91" />
            <source>Double-click a node to list its jobs</source>
            <translation>Double-cliquez sur un nœud pour lister ses jobs</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="96" />
            <source>Jobs</source>
            <translation>Jobs</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="97" />
            <source>Nodes and GPUs</source>
            <translation>Nœuds et GPU</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="98" />
            <source>Outcomes over time</source>
            <translation>Issues dans le temps</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="107" />
            <source>&amp;Outcome:</source>
            <translation>&amp;Issue :</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="108" />
            <source>No&amp;de:</source>
            <translation>Nœu&amp;d :</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="109" />
            <source>&amp;Period:</source>
            <translation>&amp;Période :</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="110" />
            <source>&amp;Repeat window:</source>
            <translation>Fenêtre de &amp;récidive :</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="141" />
            <source>Open a fleet store (File › Open Fleet…).</source>
            <translation>Ouvrez une base de parc (Fichier › Ouvrir un parc…).</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="167" />
            <source>Reading %1…</source>
            <translation>Lecture de %1…</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="183" />
            <source>Could not read the fleet store: %1</source>
            <translation>Impossible de lire la base de parc : %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="200" />
            <source>%L1 of %Ln job(s) shown</source>
            <translation>
                <numerusform>%L1 job affiché sur %Ln</numerusform>
                <numerusform>%L1 jobs affichés sur %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="202" />
            <source>%Ln repeat offender(s) (nodes and GPUs)</source>
            <translation>
                <numerusform>%Ln récidiviste (nœuds et GPU)</numerusform>
                <numerusform>%Ln récidivistes (nœuds et GPU)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::LogPane</name>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="25" />
            <source>The file shown in this pane</source>
            <translation>Le fichier affiché dans ce volet</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="26" />
            <source>File shown</source>
            <translation>Fichier affiché</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="166" />
            <source>Job and cluster</source>
            <translation>Tâche et grappe</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="220" />
            <location filename="../views/logs/log_pane.cpp" line="409" />
            <source>Merged by time: %n file(s)</source>
            <translation>
                <numerusform>Fusionné par heure : %n fichier</numerusform>
                <numerusform>Fusionné par heure : %n fichiers</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="410" />
            <source> (merging…)</source>
            <translation> (fusion…)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="411" />
            <source> (≥: a line with no time of its own, placed after the line before it)</source>
            <translation> (≥ : une ligne sans heure propre, placée après la ligne qui la précède)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="415" />
            <source> — %L1 lines</source>
            <translation> — %L1 lignes</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="416" />
            <source> (indexing…)</source>
            <translation> (indexation…)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="417" />
            <source> — line %L1</source>
            <translation> — ligne %L1</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="419" />
            <source> — searching…</source>
            <translation> — recherche…</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="421" />
            <source> — %Ln matching line(s)</source>
            <translation>
                <numerusform> — %Ln ligne correspondante</numerusform>
                <numerusform> — %Ln lignes correspondantes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="422" />
            <source> (searching… %1%, Esc stops)</source>
            <translation> (recherche… %1 %, Échap l’arrête)</translation>
        </message>
    </context>
    <context>
        <name>awv::LogView</name>
        <message>
            <location filename="../views/logs/log_line_text.cpp" line="86" />
            <source>  … [line clipped, %1 more bytes]</source>
            <translation>  … [ligne tronquée, %1 octets de plus]</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="129" />
            <source>Find…</source>
            <translation>Rechercher…</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="130" />
            <source>Next match</source>
            <translation>Occurrence suivante</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="131" />
            <source>Previous match</source>
            <translation>Occurrence précédente</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="132" />
            <source>Next rule hit</source>
            <translation>Correspondance de règle suivante</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="133" />
            <source>Previous rule hit</source>
            <translation>Correspondance de règle précédente</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="134" />
            <source>Go to line…</source>
            <translation>Aller à la ligne…</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="135" />
            <source>Side by side</source>
            <translation>Côte à côte</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="139" />
            <source>Copy with file:line</source>
            <translation>Copier avec fichier:ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="137" />
            <source>&amp;Copy</source>
            <translation>&amp;Copier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="138" />
            <source>Copy &amp;line</source>
            <translation>Copier la &amp;ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="141" />
            <source>Copy finding as &amp;Markdown</source>
            <translation>Copier la constatation en &amp;Markdown</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="142" />
            <source>Wrap long lines</source>
            <translation>Renvoyer les longues lignes à la ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="146" />
            <source>All files</source>
            <translation>Tous les fichiers</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="153" />
            <source>Search every file of the bundle (Enter in the search box, Ctrl+Shift+F); the matches are listed by node and file</source>
            <translation>Chercher dans tous les fichiers du paquet (Entrée dans la zone de recherche, Ctrl+Maj+F) ; les correspondances sont listées par nœud et par fichier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="154" />
            <source>Copy the selected lines, each after its file and line number</source>
            <translation>Copier les lignes sélectionnées, chacune après son fichier et son numéro de ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="155" />
            <source>Copy the event a rule found on this line, with its evidence and reason, as Markdown</source>
            <translation>Copier en Markdown l’événement qu’une règle a trouvé sur cette ligne, avec ses preuves et sa raison</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="156" />
            <source>Wrap lines longer than the pane instead of scrolling sideways (Alt+Z)</source>
            <translation>Renvoyer à la ligne les lignes plus larges que le panneau au lieu de défiler de côté (Alt+Z)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="162" />
            <source>Previous line matching the search (Ctrl+Shift+N)</source>
            <translation>Ligne précédente qui correspond à la recherche (Ctrl+Maj+N)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="163" />
            <source>Next line matching the search (Ctrl+N)</source>
            <translation>Ligne suivante qui correspond à la recherche (Ctrl+N)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="164" />
            <source>Next line a rule matched (F3); while the matches in every file are listed, the next of those</source>
            <translation>Ligne suivante reconnue par une règle (F3) ; quand les correspondances dans tous les fichiers sont listées, la suivante d’entre elles</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="165" />
            <source>Previous line a rule matched (Shift+F3); while the matches in every file are listed, the previous of those</source>
            <translation>Ligne précédente reconnue par une règle (Maj+F3) ; quand les correspondances dans tous les fichiers sont listées, la précédente d’entre elles</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="166" />
            <source>Show a second file next to this one</source>
            <translation>Afficher un second fichier à côté de celui-ci</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="170" />
            <source>Search (regular expression)</source>
            <translation>Rechercher (expression régulière)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="171" />
            <source>Search the raw log</source>
            <translation>Rechercher dans le journal brut</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="174" />
            <source>Match case</source>
            <translation>Respecter la casse</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="197" />
            <source>Merge by time</source>
            <translation>Fusionner par heure</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="198" />
            <source>Interleave the lines of several nodes' files by their times</source>
            <translation>Entrelacer par heure les lignes des fichiers de plusieurs nœuds</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="316" />
            <source>Files of %1</source>
            <translation>Fichiers de %1</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="319" />
            <source>Back to single file</source>
            <translation>Revenir à un seul fichier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="325" />
            <source>All nodes</source>
            <translation>Tous les nœuds</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="406" />
            <source>Go to line</source>
            <translation>Aller à la ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="406" />
            <source>Line (1–%L1):</source>
            <translation>Ligne (1–%L1) :</translation>
        </message>
    </context>
    <context>
        <name>awv::MakeRuleDialog</name>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="74" />
            <source>Make a rule from this line</source>
            <translation>Faire une règle de cette ligne</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="91" />
            <source>root: can start a failure</source>
            <translation>root : peut déclencher une panne</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="92" />
            <source>cascade: a consequence elsewhere</source>
            <translation>cascade : conséquence d’une panne ailleurs</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="93" />
            <source>context: shown, never blamed</source>
            <translation>context : montré, jamais mis en cause</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="94" />
            <source>benign: printed by healthy jobs</source>
            <translation>benign : écrit par des jobs sains</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="109" />
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="112" />
            <source>Template</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="113" />
            <source>Id (and symptom)</source>
            <translation>Identifiant (et symptôme)</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="114" />
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="115" />
            <source>Regex (RE2, named captures)</source>
            <translation>Regex (RE2, captures nommées)</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="116" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="117" />
            <source>Outcome</source>
            <translation>Issue</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="118" />
            <source>Role</source>
            <translation>Rôle</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="119" />
            <source>Strength (0-100)</source>
            <translation>Force (0-100)</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="120" />
            <source>Must match (one a line)</source>
            <translation>Doit correspondre (une par ligne)</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="121" />
            <source>Must not match</source>
            <translation>Ne doit pas correspondre</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="146" />
            <source>Preview on this bundle</source>
            <translation>Aperçu sur ce bundle</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="153" />
            <source>Saves to %1, read after the built-in catalog.</source>
            <translation>Enregistre dans %1, lu après le catalogue intégré.</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="199" />
            <source>Trying the rule on the bundle…</source>
            <translation>Essai de la règle sur le bundle…</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="226" />
            <source>This rule would not load: %1</source>
            <translation>Cette règle ne serait pas chargée : %1</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="228" />
            <source>No preview until the rule loads.</source>
            <translation>Pas d’aperçu tant que la règle ne se charge pas.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/rules/make_rule_dialog.cpp" line="236" />
            <source>It matches %n line(s) of the bundle</source>
            <translation>
                <numerusform>Elle correspond à %n ligne du bundle</numerusform>
                <numerusform>Elle correspond à %n lignes du bundle</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/rules/make_rule_dialog.cpp" line="237" />
            <source> in %n file(s).</source>
            <translation>
                <numerusform> dans %n fichier.</numerusform>
                <numerusform> dans %n fichiers.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="248" />
            <source>Verdict with this rule: %1%2 (now: %3). %4</source>
            <translation>Verdict avec cette règle : %1%2 (actuellement : %3). %4</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="260" />
            <source>Wait for the preview: the rule is saved once it loads.</source>
            <translation>Attendez l’aperçu : la règle est enregistrée une fois chargée.</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="266" />
            <source>Cannot save to the user rule folder: %1</source>
            <translation>Impossible d’enregistrer dans le dossier de règles de l’utilisateur : %1</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="272" />
            <source>%1 exists already: choose another id.</source>
            <translation>%1 existe déjà : choisissez un autre identifiant.</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="279" />
            <source>Cannot save %1: %2</source>
            <translation>Impossible d’enregistrer %1 : %2</translation>
        </message>
    </context>
    <context>
        <name>awv::MetricsChart</name>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="42" />
            <source>Xid errors (last Xid code)</source>
            <translation>Erreurs Xid (dernier code Xid)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="43" />
            <source>GPU temperature (°C)</source>
            <translation>Température du GPU (°C)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="44" />
            <source>ECC errors</source>
            <translation>Erreurs ECC</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="45" />
            <source>Power (W)</source>
            <translation>Puissance (W)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="99" />
            <location filename="../views/sources/metrics_chart.cpp" line="245" />
            <source>Select a node or an event to see its metrics.</source>
            <translation>Sélectionnez un nœud ou un événement pour voir ses métriques.</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="244" />
            <source>Metrics</source>
            <translation>Métriques</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="252" />
            <source>Metrics of %1, GPU %2</source>
            <translation>Métriques de %1, GPU %2</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="252" />
            <source>Metrics of %1</source>
            <translation>Métriques de %1</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="270" />
            <source>No metric series for %1 in this bundle.</source>
            <translation>Aucune série de métriques pour %1 dans ce bundle.</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="301" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="301" />
            <source>node</source>
            <translation>nœud</translation>
        </message>
    </context>
    <context>
        <name>awv::NodesView</name>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="30" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="31" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="32" />
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="58" />
            <source>Filter nodes and files…</source>
            <translation>Filtrer les nœuds et les fichiers…</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="59" />
            <source>Filter nodes and files</source>
            <translation>Filtrer les nœuds et les fichiers</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="60" />
            <source>Nodes and their files</source>
            <translation>Nœuds et leurs fichiers</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="63" />
            <source>Node / file</source>
            <translation>Nœud / fichier</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="64" />
            <source>Lines</source>
            <translation>Lignes</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="128" />
            <source>ranks %1</source>
            <translation>rangs %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="129" />
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPU</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="139" />
            <source>%1 (also: %2)</source>
            <translation>%1 (aussi : %2)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="146" />
            <source>%1 — the culprit named by the verdict</source>
            <translation>%1 — le coupable désigné par le verdict</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="157" />
            <source>last line %1</source>
            <translation>dernière ligne %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="158" />
            <source>progress %1</source>
            <translation>progression %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="160" />
            <source>The last line any of its files wrote, and its last training step (%Ln step line(s))</source>
            <translation>
                <numerusform>La dernière ligne écrite par l’un de ses fichiers, et sa dernière étape d’entraînement (%Ln ligne d’étape)</numerusform>
                <numerusform>La dernière ligne écrite par l’un de ses fichiers, et sa dernière étape d’entraînement (%Ln lignes d’étape)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="63" />
            <source>Health / kind</source>
            <translation>État / type</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="64" />
            <source>Last line / time span (UTC)</source>
            <translation>Dernière ligne / période (UTC)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="64" />
            <source>Ranks · GPUs · pods / format</source>
            <translation>Rangs · GPU · pods / format</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="69" />
            <source>%1: the node's events of this class</source>
            <translation>%1 : les événements du nœud de cette classe</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="135" />
            <source>%1 (pod %2)</source>
            <translation>
                <numerusform>%1 (pod %2)</numerusform>
                <numerusform>%1 (pods %2)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="153" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="164" />
            <source>silent %1 early</source>
            <translation>silencieux %1 plus tôt</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="165" />
            <source>%1 stopped %2 before the others' last %3: a node that stops while the others wait on it is the usual culprit of a hang</source>
            <translation>%1 s’est arrêté %2 avant la dernière %3 des autres : un nœud qui s’arrête pendant que les autres l’attendent est le coupable habituel d’un blocage</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="167" />
            <source>training step</source>
            <translation>étape d’entraînement</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="167" />
            <source>line</source>
            <translation>ligne</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="168" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="171" />
            <source>nothing at fault</source>
            <translation>rien à la panne</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="172" />
            <source>%1 wrote its last line before the first fault while most nodes wrote on: its logs cannot say what it did then</source>
            <translation>%1 a écrit sa dernière ligne avant la première panne alors que la plupart des nœuds écrivaient encore : ses journaux ne peuvent pas dire ce qu’il faisait alors</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="192" />
            <source>and %n more</source>
            <translation>
                <numerusform>et %n autre</numerusform>
                <numerusform>et %n autres</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="195" />
            <source>Went silent before the others: %1</source>
            <translation>Silencieux avant les autres : %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="196" />
            <source>Nothing at the first fault: %1</source>
            <translation>Rien à la première panne : %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="200" />
            <source>Whole job</source>
            <translation>Toute la tâche</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="201" />
            <source>Sources that belong to no single node: scheduler, cloud, metrics, manifest</source>
            <translation>Sources qui n'appartiennent à aucun nœud : ordonnanceur, cloud, métriques, manifeste</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="218" />
            <source>%Ln line(s), %1 without a time of their own</source>
            <translation>
                <numerusform>%Ln ligne, %1 sans heure propre</numerusform>
                <numerusform>%Ln lignes, %1 sans heure propre</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="222" />
            <source>no time read</source>
            <translation>aucune heure lue</translation>
        </message>
    </context>
    <context>
        <name>awv::OutcomeNames</name>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="7" />
            <source>GPU hardware failure</source>
            <translation>Panne matérielle du GPU</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="8" />
            <source>GPU driver / software fault</source>
            <translation>Défaut du pilote / logiciel GPU</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="9" />
            <source>Network failure</source>
            <translation>Panne réseau</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="10" />
            <source>Storage failure</source>
            <translation>Panne de stockage</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="11" />
            <source>Host failure</source>
            <translation>Panne de l'hôte</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="12" />
            <source>Infrastructure event</source>
            <translation>Événement d'infrastructure</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="13" />
            <source>Application error</source>
            <translation>Erreur de l'application</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="14" />
            <source>Stopped by a user</source>
            <translation>Arrêté par un utilisateur</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="15" />
            <source>Job hang</source>
            <translation>Blocage de la tâche</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="16" />
            <source>Cause unknown</source>
            <translation>Cause inconnue</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="39" />
            <source>High confidence</source>
            <translation>Confiance élevée</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="40" />
            <source>Medium confidence</source>
            <translation>Confiance moyenne</translation>
        </message>
        <message>
            <location filename="../views/common/outcome_style.cpp" line="41" />
            <source>Low confidence</source>
            <translation>Confiance faible</translation>
        </message>
    </context>
    <context>
        <name>awv::ProblemsView</name>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="23" />
            <source>Error</source>
            <translation>Erreur</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="24" />
            <source>Warning</source>
            <translation>Avertissement</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="25" />
            <source>Info</source>
            <translation>Information</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="64" />
            <source>Severity</source>
            <translation>Gravité</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="64" />
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="64" />
            <source>Line</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="64" />
            <source>Message</source>
            <translation>Message</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="64" />
            <source>Found by</source>
            <translation>Trouvé par</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="70" />
            <source>Filter problems: file, message…</source>
            <translation>Filtrer les problèmes : fichier, message…</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="71" />
            <source>Filter problems</source>
            <translation>Filtrer les problèmes</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="72" />
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="115" />
            <source>(bundle)</source>
            <translation>(bundle)</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="143" />
            <source>Loader</source>
            <translation>Chargeur</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="148" />
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="164" />
            <source>No bundle loaded.</source>
            <translation>Aucun bundle chargé.</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="166" />
            <source>Every file of the bundle was read without problems.</source>
            <translation>Tous les fichiers du bundle ont été lus sans problème.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="168" />
            <source>%1 of %n problem(s) shown</source>
            <translation>
                <numerusform>%1 problème affiché sur %n</numerusform>
                <numerusform>%1 problèmes affichés sur %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="170" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problème</numerusform>
                <numerusform>%n problèmes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::ProvenanceScene</name>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="133" />
            <source>raw line(s)</source>
            <translation>
                <numerusform>ligne brute</numerusform>
                <numerusform>lignes brutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="134" />
            <source>event(s)</source>
            <translation>
                <numerusform>événement</numerusform>
                <numerusform>événements</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="135" />
            <source>decision(s)</source>
            <translation>
                <numerusform>décision</numerusform>
                <numerusform>décisions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="136" />
            <source>verdict(s)</source>
            <translation>
                <numerusform>verdict</numerusform>
                <numerusform>verdicts</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="302" />
            <source>NOT DRAWN</source>
            <translation>NON DESSINÉ</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="303" />
            <source>+ %1 more %2</source>
            <translation>+ %1 %2 de plus</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="305" />
            <source>Large graph: only the chain of reasons and its neighbours are drawn.</source>
            <translation>Grand graphe : seuls la chaîne de raisons et ses voisins sont dessinés.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="316" />
            <source>%1:%2</source>
            <translation>%1:%2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="316" />
            <source>RAW LINE</source>
            <translation>LIGNE BRUTE</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="355" />
            <source>%1 · GROUP</source>
            <translation>%1 · GROUPE</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="355" />
            <source>EVENT GROUP</source>
            <translation>GROUPE D'ÉVÉNEMENTS</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="357" />
            <source>matched by %1</source>
            <translation>reconnu par %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="368" />
            <source> · SUPPRESSED</source>
            <translation> · SUPPRIMÉ</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="369" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="371" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="372" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="373" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="380" />
            <source>EVENT</source>
            <translation>ÉVÉNEMENT</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="389" />
            <source>DECISION · %1</source>
            <translation>DÉCISION · %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="398" />
            <source>VERDICT</source>
            <translation>VERDICT</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="399" />
            <source>%1 confidence</source>
            <translation>confiance %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="403" />
            <source>no culprit node</source>
            <translation>aucun nœud coupable</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="403" />
            <source>culprit: %1</source>
            <translation>coupable : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="404" />
            <source> · GPU %1</source>
            <translation> · GPU %1</translation>
        </message>
    </context>
    <context>
        <name>awv::ProvenanceView</name>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="150" />
            <source>Previous Step</source>
            <translation>Étape précédente</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="152" />
            <source>Step back towards the verdict (Shift+F8)</source>
            <translation>Revenir vers le verdict (Maj+F8)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="153" />
            <source>Next Step</source>
            <translation>Étape suivante</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="155" />
            <source>Step along the chain of reasons, from the verdict to the raw line (F8)</source>
            <translation>Suivre la chaîne de raisons, du verdict jusqu'à la ligne brute (F8)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="156" />
            <source>Zoom Out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="158" />
            <source>Zoom In</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="160" />
            <source>Fit to View</source>
            <translation>Ajuster à la vue</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="260" />
            <source>Laying out %n node(s)…</source>
            <translation>
                <numerusform>Disposition de %n nœud…</numerusform>
                <numerusform>Disposition de %n nœuds…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="278" />
            <source>The graph could not be laid out.</source>
            <translation>Le graphe n'a pas pu être disposé.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="280" />
            <source>%1 of %2 nodes drawn, the rest summarised</source>
            <translation>%1 nœuds dessinés sur %2, le reste résumé</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="284" />
            <source>%n node(s)</source>
            <translation>
                <numerusform>%n nœud</numerusform>
                <numerusform>%n nœuds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="388" />
            <source>&lt;p&gt;Event #%1%2 has no node in the provenance graph.&lt;/p&gt;</source>
            <translation>&lt;p&gt;L'événement n°%1%2 n'a pas de nœud dans le graphe de provenance.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="449" />
            <source>No chain of reasons</source>
            <translation>Aucune chaîne de raisons</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="450" />
            <source>%n step(s): press F8 to walk</source>
            <translation>
                <numerusform>%n étape : appuyez sur F8 pour la parcourir</numerusform>
                <numerusform>%n étapes : appuyez sur F8 pour les parcourir</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="452" />
            <source>Not a step of the chain (F8 goes on from step %1 of %2)</source>
            <translation>Pas une étape de la chaîne (F8 reprend à l’étape %1 sur %2)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="453" />
            <location filename="../views/provenance/provenance_view.cpp" line="467" />
            <source>Step %1 of %2</source>
            <translation>Étape %1 sur %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="460" />
            <source>No bundle is open.</source>
            <translation>Aucun bundle n'est ouvert.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="471" />
            <source>&lt;h3&gt;Nodes not drawn&lt;/h3&gt;&lt;p&gt;This provenance graph has %1 nodes; %2 are folded into summary nodes so that it stays readable and fast. The chain of reasons and its neighbours are always drawn.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Nœuds non dessinés&lt;/h3&gt;&lt;p&gt;Ce graphe de provenance compte %1 nœuds ; %2 sont regroupés dans des nœuds de synthèse pour qu'il reste lisible et rapide. La chaîne de raisons et ses voisins sont toujours dessinés.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="479" />
            <location filename="../views/provenance/provenance_view.cpp" line="492" />
            <source>Verdict: %1</source>
            <translation>Verdict : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="481" />
            <source>Raw lines are on the left, the verdict on the right. Press F8 (Next Step) to walk from the verdict back to the raw line that proves it; click a node to see it in the other views.</source>
            <translation>Les lignes brutes sont à gauche, le verdict à droite. Appuyez sur F8 (Étape suivante) pour remonter du verdict jusqu'à la ligne brute qui le prouve ; cliquez sur un nœud pour le voir dans les autres vues.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="495" />
            <source>Culprit</source>
            <translation>Coupable</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="495" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="496" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="497" />
            <source>Confidence</source>
            <translation>Confiance</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="498" />
            <location filename="../views/provenance/provenance_view.cpp" line="504" />
            <location filename="../views/provenance/provenance_view.cpp" line="527" />
            <location filename="../views/provenance/provenance_view.cpp" line="538" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="499" />
            <location filename="../views/provenance/provenance_view.cpp" line="505" />
            <location filename="../views/provenance/provenance_view.cpp" line="528" />
            <location filename="../views/provenance/provenance_view.cpp" line="539" />
            <source>Reason</source>
            <translation>Raison</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="503" />
            <source>Decision: %1</source>
            <translation>Décision : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="507" />
            <source>About</source>
            <translation>À propos</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="507" />
            <location filename="../views/provenance/provenance_view.cpp" line="549" />
            <source>event #%1: %2</source>
            <translation>événement n°%1 : %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="514" />
            <location filename="../views/provenance/provenance_view.cpp" line="524" />
            <source>Class</source>
            <translation>Classe</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="517" />
            <location filename="../views/provenance/provenance_view.cpp" line="536" />
            <location filename="../views/provenance/provenance_view.cpp" line="547" />
            <source>Matched by</source>
            <translation>Reconnu par</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="518" />
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="526" />
            <source> (suppressed)</source>
            <translation> (supprimé)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="529" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="530" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="531" />
            <source>, GPU %1</source>
            <translation>, GPU %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="532" />
            <source>, rank %1</source>
            <translation>, rang %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="533" />
            <source>Where</source>
            <translation>Où</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="534" />
            <source>First seen</source>
            <translation>Vu pour la première fois</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="535" />
            <source>Occurrences</source>
            <translation>Occurrences</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="544" />
            <source>Raw line</source>
            <translation>Ligne brute</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="546" />
            <source>Location</source>
            <translation>Emplacement</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="546" />
            <source>%1, line %2</source>
            <translation>%1, ligne %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="549" />
            <source>Evidence of</source>
            <translation>Preuve de</translation>
        </message>
    </context>
    <context>
        <name>awv::ReportDialog</name>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="64" />
            <location filename="../views/report/report_dialog.cpp" line="391" />
            <location filename="../views/report/report_dialog.cpp" line="392" />
            <location filename="../views/report/report_dialog.cpp" line="400" />
            <source>Export report</source>
            <translation>Exporter un rapport</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="89" />
            <source>A note for the reader: what was done, tickets, next steps…</source>
            <translation>Une note pour le lecteur : ce qui a été fait, tickets, prochaines étapes…</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="94" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="94" />
            <source>Class</source>
            <translation>Classe</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="94" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="94" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="94" />
            <source>First time</source>
            <translation>Première occurrence</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="99" />
            <source>Root cause and contributing</source>
            <translation>Cause première et contributifs</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="100" />
            <source>Include the evidence of the root cause and contributing events only</source>
            <translation>N'inclure que les preuves de la cause première et des événements contributifs</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="101" />
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="57" />
            <source>HTML (self-contained)</source>
            <translation>HTML (autonome)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="47" />
            <source>HTML</source>
            <translation>HTML</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="48" />
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="49" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="50" />
            <source>JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="134" />
            <source>&amp;Note:</source>
            <translation>&amp;Note :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="137" />
            <source>Evidence to include:</source>
            <translation>Preuves à inclure :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="145" />
            <source>Context &amp;lines:</source>
            <translation>&amp;Lignes de contexte :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="146" />
            <source>&amp;Format:</source>
            <translation>&amp;Format :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="156" />
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="212" />
            <source>(job)</source>
            <translation>(tâche)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="217" />
            <source>This event has no raw evidence to excerpt</source>
            <translation>Cet événement n'a pas de preuve brute à citer</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="228" />
            <source>The notes database could not be opened: the note will be in the report but not kept for next time.</source>
            <translation>La base des notes n'a pas pu être ouverte : la note figurera dans le rapport mais ne sera pas conservée.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="252" />
            <source>Note saved %1 restored.</source>
            <translation>Note enregistrée %1 restaurée.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="255" />
            <source>The saved note could not be read: %1</source>
            <translation>La note enregistrée n'a pas pu être lue : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="350" />
            <source>The note could not be saved: %1</source>
            <translation>La note n'a pas pu être enregistrée : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="357" />
            <source>No bundle is open.</source>
            <translation>Aucun bundle n'est ouvert.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="365" />
            <source>Export failed: %1</source>
            <translation>Échec de l'export : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="369" />
            <source>Exported to %1</source>
            <translation>Exporté vers %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="389" />
            <source>%1 report (*%2)</source>
            <translation>Rapport %1 (*%2)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="400" />
            <source>The report could not be written:
%1</source>
            <translation>Le rapport n'a pas pu être écrit :
%1</translation>
        </message>
    </context>
    <context>
        <name>awv::RulesModel</name>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="10" />
            <source>Extractor</source>
            <translation>Extracteur</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="11" />
            <source>Filter</source>
            <translation>Filtre</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="12" />
            <source>Refiner</source>
            <translation>Affineur</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="13" />
            <source>Outcome</source>
            <translation>Issue</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="14" />
            <source>Post-outcome</source>
            <translation>Post-issue</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="15" />
            <source>Collector</source>
            <translation>Collecteur</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="16" />
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="102" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="103" />
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="104" />
            <source>Hits</source>
            <translation>Occurrences</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="105" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
    </context>
    <context>
        <name>awv::RulesView</name>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="56" />
            <source>Fired only</source>
            <translation>Déclenchées seulement</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="67" />
            <source>Filter rules: id, phase, description…</source>
            <translation>Filtrer les règles : identifiant, phase, description…</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="68" />
            <source>Filter rules</source>
            <translation>Filtrer les règles</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="69" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="70" />
            <source>Hits of the selected rule</source>
            <translation>Correspondances de la règle sélectionnée</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="72" />
            <source>Hide the rules that did not fire on this bundle</source>
            <translation>Masquer les règles qui ne se sont pas déclenchées sur ce bundle</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="91" />
            <source>Choose a rule to see its definition.</source>
            <translation>Choisissez une règle pour voir sa définition.</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="96" />
            <source>Time (UTC)</source>
            <translation>Heure (UTC)</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="96" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="96" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="175" />
            <source>&lt;i&gt;No rule selected&lt;/i&gt;</source>
            <translation>&lt;i&gt;Aucune règle sélectionnée&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="177" />
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="180" />
            <source>&lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style='color:gray'&gt;(%3)&lt;/span&gt;</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style='color:gray'&gt;(%3)&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="192" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/rules/rules_view.cpp" line="199" />
            <source>%n event(s) from this rule</source>
            <translation>
                <numerusform>%n événement issu de cette règle</numerusform>
                <numerusform>%n événements issus de cette règle</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>awv::SearchResultsView</name>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="28" />
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="29" />
            <source>Stop searching (Esc); the matches found so far stay</source>
            <translation>Arrêter la recherche (Échap) ; les correspondances déjà trouvées restent</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="30" />
            <source>Merge these files by time</source>
            <translation>Fusionner ces fichiers par heure</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="31" />
            <source>Show the files with matches as one log ordered by time</source>
            <translation>Afficher les fichiers qui correspondent comme un seul journal ordonné par heure</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="34" />
            <location filename="../views/logs/search_results_view.cpp" line="35" />
            <source>Close the search results</source>
            <translation>Fermer les résultats de recherche</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="37" />
            <source>Where</source>
            <translation>Où</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="37" />
            <source>Matches</source>
            <translation>Correspondances</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="38" />
            <source>Search results in every file</source>
            <translation>Résultats de recherche dans tous les fichiers</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="203" />
            <source>Job and cluster</source>
            <translation>Tâche et grappe</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="246" />
            <source>%L1: %2</source>
            <translation>%L1 : %2</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="254" />
            <source>… %L1 more: open the file and use F3</source>
            <translation>… %L1 de plus : ouvrez le fichier et utilisez F3</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="265" />
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="272" />
            <source>%Ln matching line(s)</source>
            <translation>
                <numerusform>%Ln ligne correspondante</numerusform>
                <numerusform>%Ln lignes correspondantes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="273" />
            <source>%1 in %Ln file(s)</source>
            <translation>
                <numerusform>%1 dans %Ln fichier</numerusform>
                <numerusform>%1 dans %Ln fichiers</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="275" />
            <source> — searching… %L1 of %L2 files (Esc stops)</source>
            <translation> — recherche… %L1 fichiers sur %L2 (Échap l’arrête)</translation>
        </message>
    </context>
    <context>
        <name>awv::TimelineView</name>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="178" />
            <location filename="../views/timeline/timeline_view.cpp" line="222" />
            <location filename="../views/timeline/timeline_view.cpp" line="857" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="236" />
            <source>%1* (%n nodes)</source>
            <translation>
                <numerusform>%1* (%n nœud)</numerusform>
                <numerusform>%1* (%n nœuds)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="246" />
            <source>%1 – %2 (%n nodes)</source>
            <translation>
                <numerusform>%1 – %2 (%n nœud)</numerusform>
                <numerusform>%1 – %2 (%n nœuds)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="391" />
            <source>UTC</source>
            <translation>UTC</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="269" />
            <location filename="../views/timeline/timeline_view.cpp" line="393" />
            <source>from first fault</source>
            <translation>depuis la première panne</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="99" />
            <source>Fit all events</source>
            <translation>Ajuster à tous les événements</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="102" />
            <source>Zoom to incident</source>
            <translation>Zoomer sur l’incident</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="104" />
            <source>From a little before the first fault to its last consequence</source>
            <translation>D’un peu avant la première panne jusqu’à sa dernière conséquence</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="132" />
            <source>No times in this bundle: none of its lines or records carries a time the loader could read, so nothing can be placed on a time axis. Its events are in the Classification view, and every line in the raw logs.</source>
            <translation>Aucune heure dans ce bundle : aucune de ses lignes ni aucun de ses enregistrements ne porte une heure que le chargeur sait lire, rien ne peut donc être placé sur un axe du temps. Ses événements sont dans la vue Classification, et chaque ligne dans les journaux bruts.</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="145" />
            <source>%1 went silent: its logs stop well before the others'</source>
            <translation>%1 s’est tu : ses journaux s’arrêtent bien avant ceux des autres</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="146" />
            <source>%1 wrote nothing at the first fault: its logs stop before it</source>
            <translation>%1 n’a rien écrit à la première panne : ses journaux s’arrêtent avant elle</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="259" />
            <source>%n silent</source>
            <translation>
                <numerusform>%n silencieux</numerusform>
                <numerusform>%n silencieux</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="393" />
            <source>from first event</source>
            <translation>depuis le premier événement</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="624" />
            <source>first fault</source>
            <translation>première panne</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="730" />
            <source>Symptom: %1</source>
            <translation>Symptôme : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="731" />
            <source>Node: %1</source>
            <translation>Nœud : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="731" />
            <source>(job)</source>
            <translation>(tâche)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="732" />
            <source>, GPU %1</source>
            <translation>, GPU %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="734" />
            <source>Time: %1 (%2)</source>
            <translation>Heure : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="737" />
            <source>The line has no time: this is the time of a line before it, a lower bound.</source>
            <translation>La ligne n'a pas d'heure : c'est celle d'une ligne précédente, une borne inférieure.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="739" />
            <source>%n occurrence(s) until %1</source>
            <translation>
                <numerusform>%n occurrence jusqu'à %1</numerusform>
                <numerusform>%n occurrences jusqu'à %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="742" />
            <source>Rule: %1</source>
            <translation>Règle : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="743" />
            <source>Class: %1 (%2)</source>
            <translation>Classe : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="754" />
            <source>&lt;i&gt;A bar runs from the first to the last line of a repeated event.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Une barre va de la première à la dernière ligne d’un événement répété.&lt;/i&gt;</translation>
        </message>
    </context>
    <context>
        <name>awv::UnexplainedPanel</name>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="20" />
            <source>Make a rule from this line…</source>
            <translation>Faire une règle de cette ligne…</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="73" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, earliest and rarest first</source>
            <translation>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n ligne qu’aucune règle n’explique, les plus précoces et les plus rares d’abord</numerusform>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n lignes qu’aucune règle n’explique, les plus précoces et les plus rares d’abord</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="86" />
            <source>%1 more templates (%2 lines) left out.</source>
            <translation>%1 autres modèles (%2 lignes) laissés de côté.</translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="87" />
            <source>The bundle was not read to its end (its text is over the budget).</source>
            <translation>Le bundle n’a pas été lu jusqu’au bout (son texte dépasse le budget).</translation>
        </message>
    </context>
    <context>
        <name>awv::VerdictView</name>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="80" />
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="141" />
            <source>No bundle</source>
            <translation>Aucun bundle</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="144" />
            <source>Open a workload bundle to find the cause of a failure</source>
            <translation>Ouvrez un bundle de charge de travail pour trouver la cause d'un échec</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="145" />
            <source>File › Open bundle folder… or drop a folder or archive onto the window.</source>
            <translation>Fichier › Ouvrir un dossier de bundle… ou déposez un dossier ou une archive sur la fenêtre.</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="175" />
            <source>%1, GPU %2</source>
            <translation>%1, GPU %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="178" />
            <source>No single culprit found</source>
            <translation>Aucun coupable unique trouvé</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="182" />
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="189" />
            <source>Culprit: %1</source>
            <translation>Coupable : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="194" />
            <source>Ranks: %1</source>
            <translation>Rangs : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="198" />
            <source>Root symptom: &lt;a href="event:%1"&gt;%2&lt;/a&gt;</source>
            <translation>Symptôme racine : &lt;a href="event:%1"&gt;%2&lt;/a&gt;</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="199" />
            <source>Root symptom: %1</source>
            <translation>Symptôme racine : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="202" />
            <source>At %1</source>
            <translation>À %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="204" />
            <source>Decided by &lt;code&gt;%1&lt;/code&gt;</source>
            <translation>Décidé par &lt;code&gt;%1&lt;/code&gt;</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="228" />
            <source>Candidates</source>
            <translation>Candidats</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="228" />
            <source>Other candidates</source>
            <translation>Autres candidats</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="250" />
            <source>%1 GPU %2</source>
            <translation>%1 GPU %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="252" />
            <source>a job</source>
            <translation>un job</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/verdict_view.cpp" line="258" />
            <source>the open fleet blamed %1 in %n earlier job(s), the last %2 at %3 (%4).</source>
            <translation>
                <numerusform>le parc ouvert a mis en cause %1 dans %n job antérieur, le dernier %2 à %3 (%4).</numerusform>
                <numerusform>le parc ouvert a mis en cause %1 dans %n jobs antérieurs, le dernier %2 à %3 (%4).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="263" />
            <source>Its actions escalate to service rather than reset.</source>
            <translation>Ses actions passent à la réparation plutôt qu’à la réinitialisation.</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="264" />
            <source>Repeat offender:</source>
            <translation>Récidiviste :</translation>
        </message>
    </context>
</TS>
