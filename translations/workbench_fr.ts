<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>awapp::About</name>
        <message>
            <location filename="../app/gui/about_text.cpp" line="20" />
            <source>&lt;h3&gt;Attribution Workbench %1&lt;/h3&gt;&lt;p&gt;Finds the node and the fault that started the failure of a distributed training job, and shows the raw evidence behind every step.&lt;/p&gt;&lt;p&gt;Rule catalog: %2&lt;br&gt;Qt %3 (built with %4)&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Atelier d'attribution %1&lt;/h3&gt;&lt;p&gt;Trouve le nœud et la panne à l'origine de l'échec d'un entraînement distribué, et montre les preuves brutes derrière chaque étape.&lt;/p&gt;&lt;p&gt;Catalogue de règles : %2&lt;br&gt;Qt %3 (compilé avec %4)&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>awapp::CollectDialog</name>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="50" />
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="60" />
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="72" />
            <source>ok</source>
            <translation>ok</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="73" />
            <source>nothing there</source>
            <translation>rien</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="74" />
            <source>failed</source>
            <translation>échec</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="75" />
            <source>timed out</source>
            <translation>délai dépassé</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="76" />
            <source>cut short</source>
            <translation>tronqué</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="77" />
            <source>skipped</source>
            <translation>ignoré</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="78" />
            <source>cancelled</source>
            <translation>annulé</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="85" />
            <source>HTTP %1</source>
            <translation>HTTP %1</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="86" />
            <source>exit %1</source>
            <translation>sortie %1</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="103" />
            <source>in-cluster, else kubectl proxy (http://127.0.0.1:8001)</source>
            <translation>dans le cluster, sinon kubectl proxy (http://127.0.0.1:8001)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="104" />
            <source>node[001-016] (a Slurm host list)</source>
            <translation>node[001-016] (une liste d’hôtes Slurm)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="111" />
            <source>Each node's kernel log, by a command per node:</source>
            <translation>Le journal noyau de chaque nœud, par une commande par nœud :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="113" />
            <source>a folder of Flight Recorder dumps</source>
            <translation>un dossier de dumps du Flight Recorder</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="114" />
            <source>a new folder, or an archive: …/job.tar.gz</source>
            <translation>un nouveau dossier, ou une archive : …/job.tar.gz</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="121" />
            <source>Collect a bundle from the cluster</source>
            <translation>Collecter un bundle depuis le cluster</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="122" />
            <source>Slurm job</source>
            <translation>Job Slurm</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="123" />
            <source>Kubernetes job</source>
            <translation>Job Kubernetes</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="124" />
            <source>Kubernetes pods by label selector</source>
            <translation>Pods Kubernetes par sélecteur de labels</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="125" />
            <source>Nodes and a time window</source>
            <translation>Des nœuds et une fenêtre de temps</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="127" />
            <source>{node} is each node of the scope, {since} and {until} the window in epoch seconds</source>
            <translation>{node} est chaque nœud du périmètre, {since} et {until} la fenêtre en secondes epoch</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="130" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="139" />
            <source>Each request and what it answered appears here; all of it goes to the bundle's collect.json.</source>
            <translation>Chaque requête et sa réponse s’affichent ici ; tout va dans le collect.json du bundle.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="142" />
            <source>Scope:</source>
            <translation>Périmètre :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="143" />
            <source>Job:</source>
            <translation>Job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="144" />
            <source>Namespace:</source>
            <translation>Namespace :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="145" />
            <source>API server:</source>
            <translation>Serveur d’API :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="146" />
            <source>Nodes:</source>
            <translation>Nœuds :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="147" />
            <source>From:</source>
            <translation>De :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="148" />
            <source>To:</source>
            <translation>À :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="152" />
            <source>before</source>
            <translation>avant</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="154" />
            <source>after</source>
            <translation>après</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="157" />
            <source>Margin:</source>
            <translation>Marge :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="158" />
            <source>Prometheus:</source>
            <translation>Prometheus :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="159" />
            <source>Loki:</source>
            <translation>Loki :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="162" />
            <source>Flight Recorder:</source>
            <translation>Flight Recorder :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="164" />
            <source>Flight Recorder dumps</source>
            <translation>Dumps du Flight Recorder</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="167" />
            <source>Save to:</source>
            <translation>Enregistrer dans :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="169" />
            <source>Save the bundle as</source>
            <translation>Enregistrer le bundle sous</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="171" />
            <source>Bundle archives (*.tar.gz *.tar.zst *.zip);;All files (*)</source>
            <translation>Archives de bundle (*.tar.gz *.tar.zst *.zip);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="174" />
            <source>Timeout:</source>
            <translation>Délai :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="176" />
            <source>Tokens come from the environment (AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_K8S_TOKEN), passwords from ~/.netrc; none is typed here or kept.</source>
            <translation>Les jetons viennent de l’environnement (AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_K8S_TOKEN), les mots de passe de ~/.netrc ; aucun n’est saisi ici ni conservé.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="183" />
            <source>Collect</source>
            <translation>Collecter</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="221" />
            <source>Job ID:</source>
            <translation>ID du job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="222" />
            <source>Job name:</source>
            <translation>Nom du job :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="223" />
            <source>Selector:</source>
            <translation>Sélecteur :</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="263" />
            <source>Name the job to collect.</source>
            <translation>Indiquez le job à collecter.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="264" />
            <source>Name the nodes to collect from.</source>
            <translation>Indiquez les nœuds où collecter.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="265" />
            <source>The window ends before it starts.</source>
            <translation>La fenêtre finit avant de commencer.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="266" />
            <source>Choose where to save the bundle.</source>
            <translation>Choisissez où enregistrer le bundle.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="281" />
            <source>Nodes: “%1” is not a host list (like node[001-016] or node1,node2).</source>
            <translation>Nœuds : « %1 » n’est pas une liste d’hôtes (comme node[001-016] ou node1,node2).</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="285" />
            <source>Prometheus</source>
            <translation>Prometheus</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="285" />
            <source>Loki</source>
            <translation>Loki</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="285" />
            <source>API server</source>
            <translation>Serveur d’API</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="288" />
            <source>%1: “%2” is not an http:// or https:// address.</source>
            <translation>%1 : « %2 » n’est pas une adresse http:// ou https://.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="292" />
            <source>%1 already exists; a collection never overwrites a bundle. Choose another name.</source>
            <translation>%1 existe déjà ; une collecte n’écrase jamais un bundle. Choisissez un autre nom.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="325" />
            <source>Collecting…</source>
            <translation>Collecte en cours…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="343" />
            <source>Cancelling…</source>
            <translation>Annulation…</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="367" />
            <source>The collection failed: %1</source>
            <translation>La collecte a échoué : %1</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="368" />
            <source>The collection failed: %1. What it wrote stays in %2; Collect again saves to %3.</source>
            <translation>La collecte a échoué : %1. Ce qu’elle a écrit reste dans %2 ; une nouvelle collecte enregistre dans %3.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="383" />
            <source>Cancelled. What was collected is in %1, with collect.json.</source>
            <translation>Annulé. Ce qui a été collecté est dans %1, avec collect.json.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="385" />
            <source>The scheduler gave no nodes or no window for this job; nothing to collect over, and nothing was written. The log above says what was asked; or give the nodes by hand.</source>
            <translation>L’ordonnanceur n’a donné ni nœuds ni fenêtre pour ce job ; rien sur quoi collecter, et rien n’a été écrit. Le journal ci-dessus dit ce qui a été demandé ; ou indiquez les nœuds à la main.</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="390" />
            <source>Nothing was collected (%1 request(s) failed); see %2/collect.json. The open analysis stays.</source>
            <translation>Rien n’a été collecté (%1 requête(s) en échec) ; voir %2/collect.json. L’analyse ouverte reste.</translation>
        </message>
        <message numerus="yes">
            <location filename="../app/gui/collect_dialog.cpp" line="394" />
            <source>Collected %n file(s) into %1; %2 request(s) failed.</source>
            <translation>
                <numerusform>%n fichier collecté dans %1 ; %2 requête(s) en échec.</numerusform>
                <numerusform>%n fichiers collectés dans %1 ; %2 requête(s) en échec.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="404" />
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <location filename="../app/gui/collect_dialog.cpp" line="404" />
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
            <location filename="../app/gui/help_menu.cpp" line="47" />
            <source>&amp;About Attribution Workbench</source>
            <translation>À &amp;propos de l'Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="48" />
            <source>About Attribution Workbench</source>
            <translation>À propos de l'Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/help_menu.cpp" line="52" />
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
    </context>
    <context>
        <name>awapp::MainWindow</name>
        <message>
            <location filename="../app/gui/main_window.cpp" line="127" />
            <source>Bundle archives (%1)</source>
            <translation>Archives de bundle (%1)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="128" />
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="151" />
            <source>Attribution Workbench</source>
            <translation>Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="232" />
            <source>Problems (%1)</source>
            <translation>Problèmes (%1)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="232" />
            <location filename="../app/gui/main_window.cpp" line="266" />
            <source>Problems</source>
            <translation>Problèmes</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="255" />
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="260" />
            <source>Classification</source>
            <translation>Classification</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="261" />
            <location filename="../app/gui/main_window.cpp" line="445" />
            <source>Provenance graph</source>
            <translation>Graphe de provenance</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="262" />
            <source>Timeline</source>
            <translation>Chronologie</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="263" />
            <source>Raw logs</source>
            <translation>Journaux bruts</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="264" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="265" />
            <source>Nodes and sources</source>
            <translation>Nœuds et sources</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="267" />
            <source>Collectives (hangs)</source>
            <translation>Collectives (blocages)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="347" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="348" />
            <source>Open bundle &amp;folder…</source>
            <translation>Ouvrir un &amp;dossier de bundle…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="350" />
            <source>Open &amp;archive…</source>
            <translation>Ouvrir une &amp;archive…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="352" />
            <source>Open &amp;Recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="355" />
            <source>Open &amp;Fleet…</source>
            <translation>Ouvrir un &amp;parc…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="358" />
            <source>Open a fleet store (attribution-cli fleet): many jobs, the nodes and GPUs that keep failing</source>
            <translation>Ouvrir une base de parc (attribution-cli fleet) : de nombreux jobs, les nœuds et GPU qui tombent en panne à répétition</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="359" />
            <source>&amp;Collect from the cluster…</source>
            <translation>&amp;Collecter depuis le cluster…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="362" />
            <source>Collect a failed job's bundle from Slurm or Kubernetes, Prometheus and Loki (attribution-cli collect)</source>
            <translation>Collecter le bundle d’un job en échec depuis Slurm ou Kubernetes, Prometheus et Loki (attribution-cli collect)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="364" />
            <source>&amp;Export report…</source>
            <translation>&amp;Exporter un rapport…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="368" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="382" />
            <source>&amp;Note on event…</source>
            <translation>&amp;Note sur l’événement…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="384" />
            <source>Write a note on the selected event: shown in the list and printed in the report</source>
            <translation>Écrire une note sur l’événement sélectionné : affichée dans la liste et imprimée dans le rapport</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="389" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="415" />
            <source>&amp;Metrics under the timeline</source>
            <translation>&amp;Métriques sous la chronologie</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="419" />
            <source>Show the selected node's metrics under the timeline; off, the rows get the room</source>
            <translation>Afficher les métriques du nœud sélectionné sous la chronologie ; désactivé, les lignes prennent la place</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="422" />
            <source>&amp;Reset layout</source>
            <translation>&amp;Réinitialiser la disposition</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="426" />
            <source>&amp;Navigate</source>
            <translation>&amp;Navigation</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="436" />
            <source>&amp;Filter…</source>
            <translation>&amp;Filtrer…</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="438" />
            <source>Jump to &amp;root cause</source>
            <translation>Aller à la &amp;cause première</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="444" />
            <source>Raw log</source>
            <translation>Journal brut</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="458" />
            <source>Open a bundle folder or archive (File › Open, or drop it here).</source>
            <translation>Ouvrez un dossier ou une archive de bundle (Fichier › Ouvrir, ou déposez-le ici).</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="467" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="468" />
            <source>Stop loading this bundle</source>
            <translation>Arrêter le chargement de ce bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="485" />
            <source>Saved the rule to %1; analysing again with it.</source>
            <translation>Règle enregistrée dans %1 ; nouvelle analyse avec elle.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="515" />
            <source>Loading cancelled; still showing %1.</source>
            <translation>Chargement annulé ; %1 reste affiché.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="517" />
            <source>Loading cancelled.</source>
            <translation>Chargement annulé.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="531" />
            <source>%1 — Attribution Workbench</source>
            <translation>%1 — Atelier d'attribution</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="533" />
            <source>%1: %2 files, %3 nodes, %4 events, %5 problems — catalog %6</source>
            <translation>%1 : %2 fichiers, %3 nœuds, %4 événements, %5 problèmes — catalogue %6</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="597" />
            <source>Report written to %1</source>
            <translation>Rapport écrit dans %1</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="605" />
            <source>Select an event first: the note is about one event.</source>
            <translation>Sélectionnez d’abord un événement : la note porte sur un événement.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="610" />
            <source>Note on event</source>
            <translation>Note sur l’événement</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="611" />
            <source>Note on %1 (%2):</source>
            <translation>Note sur %1 (%2) :</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="616" />
            <source>The note could not be saved: %1</source>
            <translation>La note n'a pas pu être enregistrée : %1</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="621" />
            <source>Could not open the bundle</source>
            <translation>Impossible d'ouvrir le bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="626" />
            <source>Open bundle folder</source>
            <translation>Ouvrir un dossier de bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="646" />
            <source>Open fleet store</source>
            <translation>Ouvrir une base de parc</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="647" />
            <source>Fleet stores (*.sqlite *.db);;All files (*)</source>
            <translation>Bases de parc (*.sqlite *.db);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="668" />
            <source>Open bundle archive</source>
            <translation>Ouvrir une archive de bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="688" />
            <source>%1 no longer exists.</source>
            <translation>%1 n'existe plus.</translation>
        </message>
        <message>
            <location filename="../app/gui/main_window.cpp" line="696" />
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
            <location filename="../app/gui/session.cpp" line="107" />
            <source>%1 does not exist.</source>
            <translation>%1 n'existe pas.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="143" />
            <source>No rule could be read from %1.</source>
            <translation>Aucune règle n'a pu être lue dans %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="149" />
            <source>Nothing readable in %1.</source>
            <translation>Rien de lisible dans %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="153" />
            <source>%1 is not a bundle: none of its files is a log, metrics or scheduler record that the workbench recognises.</source>
            <translation>%1 n’est pas un bundle : aucun de ses fichiers n’est un journal, une métrique ou un enregistrement d’ordonnanceur que l’atelier reconnaît.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="158" />
            <source>%1 is a partial bundle: its collection was interrupted.</source>
            <translation>%1 est un bundle partiel : sa collecte a été interrompue.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="165" />
            <source>Could not open %1: %2</source>
            <translation>Impossible d'ouvrir %1 : %2</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="166" />
            <source>Could not open %1.</source>
            <translation>Impossible d'ouvrir %1.</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="172" />
            <source>Reading rules from %1</source>
            <translation>Lecture des règles de %1</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="173" />
            <source>Loading bundle</source>
            <translation>Chargement du bundle</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="174" />
            <source>Attributing</source>
            <translation>Attribution en cours</translation>
        </message>
        <message>
            <location filename="../app/gui/session.cpp" line="175" />
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
            <location filename="../views/verdict/actions_panel.cpp" line="19" />
            <source>Job owner</source>
            <translation>Propriétaire du job</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="20" />
            <source>Cluster operator</source>
            <translation>Exploitant du cluster</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="21" />
            <source>Storage team</source>
            <translation>Équipe stockage</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="22" />
            <source>Network team</source>
            <translation>Équipe réseau</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="23" />
            <source>Hardware vendor</source>
            <translation>Fournisseur du matériel</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="28" />
            <source>now</source>
            <translation>maintenant</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="29" />
            <source>soon</source>
            <translation>bientôt</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="30" />
            <source>when convenient</source>
            <translation>au bon moment</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="35" />
            <source>Restart the job</source>
            <translation>Relancer le job</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="36" />
            <source>Restart without the culprit</source>
            <translation>Relancer sans le coupable</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="37" />
            <source>Stop: fix first</source>
            <translation>Arrêter : corriger d'abord</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="38" />
            <source>Investigate before restarting</source>
            <translation>Enquêter avant de relancer</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="61" />
            <source>What to do</source>
            <translation>Que faire</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="72" />
            <location filename="../views/verdict/actions_panel.cpp" line="95" />
            <source>Copy all</source>
            <translation>Tout copier</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="73" />
            <source>Copy the decision and every action, with its commands, as Markdown</source>
            <translation>Copier la décision et chaque action, avec ses commandes, en Markdown</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="95" />
            <location filename="../views/verdict/actions_panel.cpp" line="149" />
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="96" />
            <source>Copied ✓</source>
            <translation>Copié ✓</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="97" />
            <source>Copied to the clipboard</source>
            <translation>Copié dans le presse-papiers</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="150" />
            <source>Copy this command</source>
            <translation>Copier cette commande</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="151" />
            <source>Copy command: %1</source>
            <translation>Copier la commande : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="164" />
            <source>Left out: %1 (%2)</source>
            <translation>Omise : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/verdict/actions_panel.cpp" line="196" />
            <source>left out: %1 (%2)</source>
            <translation>omise : %1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>awv::CatalogTexts</name>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="13" />
            <source>The driver asks for a node reboot (Xid 154): restarted on {node} before it, the job fails again.</source>
            <translation>Le pilote demande un redémarrage du nœud (Xid 154) : relancé sur {node} avant celui-ci, le job échoue de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="16" />
            <source>Drain {node} so that no new job lands on it: {title}.</source>
            <translation>Drainez {node} pour qu’aucun nouveau job n’y soit placé : {title}.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="17" />
            <source>Reboot {node} once its jobs have left: the fault may have left the driver or the OS in an inconsistent state.</source>
            <translation>Redémarrez {node} une fois ses jobs partis : la panne a pu laisser le pilote ou le système dans un état incohérent.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="20" />
            <source>Before {node} takes jobs again, check {gpu_label} with a DCGM diagnostic (level 2, as NVIDIA advises after a failure).</source>
            <translation>Avant que {node} ne reprenne des jobs, vérifiez {gpu_label} par un diagnostic DCGM (niveau 2, comme NVIDIA le conseille après une panne).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="23" />
            <source>Resubmit the job without {node} until the node is back in service.</source>
            <translation>Soumettez de nouveau le job sans {node} jusqu’à ce que le nœud soit remis en service.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="25" />
            <source>Collect nvidia-bug-report.sh's log on {node} while the fault is fresh (NVIDIA asks for it with every support case).</source>
            <translation>Recueillez le journal de nvidia-bug-report.sh sur {node} tant que la panne est récente (NVIDIA le demande pour chaque dossier de support).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="28" />
            <source>The driver asks for a reset of {gpu_label} (Xid 154): until then the GPU cannot run the job.</source>
            <translation>Le pilote demande une réinitialisation de {gpu_label} (Xid 154) : d’ici là, le GPU ne peut pas exécuter le job.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="31" />
            <source>Reset {gpu_label} on {node} once no process uses it (nvidia-smi refuses while one does); if the reset fails, reboot the node.</source>
            <translation>Réinitialisez {gpu_label} sur {node} quand plus aucun processus ne l’utilise (nvidia-smi refuse sinon) ; si la réinitialisation échoue, redémarrez le nœud.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="34" />
            <source>Return {node} to service once the check passes.</source>
            <translation>Remettez {node} en service une fois la vérification réussie.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="35" />
            <source>The driver asks for peer-to-peer traffic on {node} to be drained before anything else runs there.</source>
            <translation>Le pilote demande que le trafic pair-à-pair de {node} soit vidé avant que quoi que ce soit d’autre n’y tourne.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="38" />
            <source>Stop the GPU processes on {node} that use peer-to-peer traffic and disable UVM persistence mode; then read the recovery action again (nvidia-smi -q), which names the next step.</source>
            <translation>Arrêtez les processus GPU de {node} qui utilisent le trafic pair-à-pair et désactivez le mode de persistance UVM ; puis relisez l’action de reprise (nvidia-smi -q), qui indique l’étape suivante.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="41" />
            <source>{gpu_label} fell off the bus: restarted on {node} the job fails again; NVIDIA's catalog says reboot the node (RESTART_BM).</source>
            <translation>{gpu_label} a quitté le bus : relancé sur {node}, le job échoue de nouveau ; le catalogue de NVIDIA dit de redémarrer le nœud (RESTART_BM).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="44" />
            <source>Look for PCIe errors of {gpu_label} in {node}'s kernel log and BMC event log (NVIDIA: Xid 79 is often a failing PCIe link); reseat or check the riser if they show it.</source>
            <translation>Cherchez des erreurs PCIe de {gpu_label} dans le journal noyau et le journal d’événements BMC de {node} (NVIDIA : un Xid 79 vient souvent d’un lien PCIe défaillant) ; réinsérez la carte ou vérifiez le riser s’ils le montrent.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="47" />
            <source>If {gpu_label} on {node} fails the same way again after the recovery, open a case with the hardware vendor with the bug report.</source>
            <translation>Si {gpu_label} sur {node} échoue de la même façon après la reprise, ouvrez un dossier auprès du fournisseur du matériel avec le rapport de bogue.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="50" />
            <source>{gpu_label} could not remap a failing memory row: it cannot be trusted with the job until the field diagnostic has run.</source>
            <translation>{gpu_label} n’a pas pu remapper une ligne de mémoire défaillante : on ne peut pas lui confier le job avant le diagnostic de terrain.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="53" />
            <source>Run NVIDIA's field diagnostic on {gpu_label}: a set row-remapping failure flag confirmed by it is the RMA criterion.</source>
            <translation>Lancez le diagnostic de terrain de NVIDIA sur {gpu_label} : un indicateur d’échec de remappage de ligne confirmé par celui-ci est le critère de RMA.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="56" />
            <source>Open an RMA case for {gpu_label} of {node} with the field diagnostic's result and nvidia-bug-report.sh's log.</source>
            <translation>Ouvrez un dossier RMA pour {gpu_label} de {node} avec le résultat du diagnostic de terrain et le journal de nvidia-bug-report.sh.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="59" />
            <source>{title}: NVIDIA's catalog says the GPU must be reset before it runs applications again (RESET_GPU).</source>
            <translation>{title} : le catalogue de NVIDIA dit que le GPU doit être réinitialisé avant d’exécuter de nouveau des applications (RESET_GPU).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="62" />
            <source>{title}: NCCL's maintainers trace it to a Fabric Manager restarted without a GPU reset; the node fails every job that uses NVLS until it is reset.</source>
            <translation>{title} : les mainteneurs de NCCL l’attribuent à un Fabric Manager redémarré sans réinitialisation des GPU ; le nœud fait échouer tout job qui utilise NVLS jusqu’à sa réinitialisation.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="65" />
            <source>On {node}, read the Fabric state in nvidia-smi -q, then stop Fabric Manager, reset the GPUs and start it again in the order its user guide gives (or reboot the node).</source>
            <translation>Sur {node}, lisez l’état Fabric dans nvidia-smi -q, puis arrêtez Fabric Manager, réinitialisez les GPU et relancez-le dans l’ordre que donne son guide (ou redémarrez le nœud).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="68" />
            <source>Resubmit the job without {node} until it is reset, or with NCCL_NVLS_ENABLE=0 to run without NVLink SHARP.</source>
            <translation>Soumettez de nouveau le job sans {node} jusqu’à sa réinitialisation, ou avec NCCL_NVLS_ENABLE=0 pour tourner sans NVLink SHARP.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="71" />
            <source>{title}: NVIDIA says a GPU reset or node reboot is needed to clear it, and the fault may be at the other end of the link.</source>
            <translation>{title} : NVIDIA indique qu’une réinitialisation du GPU ou un redémarrage du nœud est nécessaire pour l’effacer, et la panne peut se trouver à l’autre bout du lien.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="74" />
            <source>Xid 94 is a contained memory error: only the application that hit it must restart; NVIDIA recommends a reset of {gpu_label} when convenient.</source>
            <translation>Le Xid 94 est une erreur mémoire confinée : seule l’application touchée doit redémarrer ; NVIDIA recommande une réinitialisation de {gpu_label} dès que possible.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="77" />
            <source>Restart the job; other work on {node} is not affected.</source>
            <translation>Relancez le job ; le reste du travail sur {node} n’est pas touché.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="78" />
            <source>At the next idle moment, drain {node} and reset {gpu_label} (nvidia-smi --gpu-reset), then return it to service.</source>
            <translation>Au prochain moment creux, drainez {node} et réinitialisez {gpu_label} (nvidia-smi --gpu-reset), puis remettez-le en service.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="81" />
            <source>Xid 61 is an internal micro-controller breakpoint: NVIDIA's catalog says contact support.</source>
            <translation>Le Xid 61 est un point d’arrêt interne du microcontrôleur : le catalogue de NVIDIA dit de contacter le support.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="84" />
            <source>Contact NVIDIA or the system vendor about {gpu_label} of {node} with nvidia-bug-report.sh's log.</source>
            <translation>Contactez NVIDIA ou le fournisseur du système au sujet de {gpu_label} de {node} avec le journal de nvidia-bug-report.sh.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="87" />
            <source>{title}: NVIDIA's catalog says restart the application (RESTART_APP) — the GPU stays healthy; if it fails at the same step again, the code or its data are at fault.</source>
            <translation>{title} : le catalogue de NVIDIA dit de relancer l’application (RESTART_APP) — le GPU reste sain ; si elle échoue de nouveau à la même étape, le code ou ses données sont en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="90" />
            <source>Restart the job from its last checkpoint.</source>
            <translation>Relancez le job depuis son dernier checkpoint.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="91" />
            <source>If it fails again at the same step, run that step under compute-sanitizer (or with CUDA_LAUNCH_BLOCKING=1) to find the kernel that faults; an Xid 13 or 31 repeating on one GPU only points to the GPU instead.</source>
            <translation>S’il échoue de nouveau à la même étape, exécutez cette étape sous compute-sanitizer (ou avec CUDA_LAUNCH_BLOCKING=1) pour trouver le noyau fautif ; un Xid 13 ou 31 qui se répète sur un seul GPU désigne plutôt le GPU.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="94" />
            <source>{title}: NVIDIA's catalog says no action is needed (IGNORE); the remap happens at the next GPU reset.</source>
            <translation>{title} : le catalogue de NVIDIA dit qu’aucune action n’est nécessaire (IGNORE) ; le remappage se fait à la prochaine réinitialisation du GPU.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="97" />
            <source>Restart the job.</source>
            <translation>Relancez le job.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="98" />
            <source>Reset {gpu_label} on {node} at the next idle moment so that pending row remaps take effect.</source>
            <translation>Réinitialisez {gpu_label} sur {node} au prochain moment creux pour que les remappages de lignes en attente prennent effet.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="101" />
            <source>{title}: restarted over the same link the job fails or hangs again.</source>
            <translation>{title} : relancé sur le même lien, le job échoue ou se bloque de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="103" />
            <source>Check {node}'s link: the port's state and error counters, the cable and transceiver, and the switch port on the other end.</source>
            <translation>Vérifiez le lien de {node} : l’état du port et ses compteurs d’erreurs, le câble et le transceiver, et le port du commutateur à l’autre bout.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="106" />
            <source>NCCL's transport timed out talking to {peer}; the bundle does not say which link failed, and a transient fault often clears.</source>
            <translation>Le transport de NCCL a expiré en parlant à {peer} ; le bundle ne dit pas quel lien a lâché, et une panne passagère se dissipe souvent.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="109" />
            <source>Check the fabric between the job's nodes around the failure: port error counters on both ends of the path to {peer} and the subnet manager's log.</source>
            <translation>Vérifiez la fabric entre les nœuds du job autour de la panne : les compteurs d’erreurs des ports aux deux bouts du chemin vers {peer} et le journal du subnet manager.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="112" />
            <source>Add every node's kernel log for the job's time to the bundle (the verdict can only blame what it sees); run on each node:</source>
            <translation>Ajoutez au bundle le journal noyau de chaque nœud sur la durée du job (le verdict ne peut mettre en cause que ce qu’il voit) ; lancez sur chaque nœud :</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="115" />
            <source>{title}: the pod wrote more to the node's local disk than it asked for, and is evicted again until it asks for that room or writes elsewhere.</source>
            <translation>{title} : le pod a écrit sur le disque local du nœud plus qu’il n’avait demandé, et il sera de nouveau évincé tant qu’il ne demande pas cette place ou n’écrit pas ailleurs.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="118" />
            <source>Give each container a resources.requests ephemeral-storage as large as what it writes (scratch data, caches, logs), or write them to a mounted volume; then resubmit.</source>
            <translation>Donnez à chaque conteneur un resources.requests ephemeral-storage aussi grand que ce qu’il écrit (données temporaires, caches, journaux), ou écrivez-les sur un volume monté ; puis soumettez le job de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="121" />
            <source>Check the nodes' local disk (the kubelet's DiskPressure condition, images and logs left behind) so that evictions do not recur for other pods.</source>
            <translation>Vérifiez le disque local des nœuds (la condition DiskPressure du kubelet, les images et journaux laissés) pour que les évictions ne se répètent pas pour d’autres pods.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="124" />
            <source>{title}: a restart fails at the same read or save until the storage is fixed.</source>
            <translation>{title} : une relance échoue à la même lecture ou à la même sauvegarde tant que le stockage n’est pas réparé.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="126" />
            <source>Fix the filesystem behind the failing path ({title}; seen at {evidence}): space, quota, permissions or the server's health.</source>
            <translation>Réparez le système de fichiers derrière le chemin en échec ({title} ; vu à {evidence}) : espace, quota, permissions ou santé du serveur.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="129" />
            <source>Check that the checkpoint directory is writable and has room before resubmitting.</source>
            <translation>Vérifiez que le dossier des checkpoints est accessible en écriture et a de la place avant de soumettre de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="131" />
            <source>The job went over the memory it asked for; restarted unchanged it is killed again.</source>
            <translation>Le job a dépassé la mémoire qu’il avait demandée ; relancé tel quel, il sera de nouveau tué.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="133" />
            <source>The job went over its memory limit (a Slurm job's --mem, a container's memory limit) and that limit's OOM killer ended it. What it asked for (sacct's ReqMem): {req_mem}; the most a task used as accounting sampled it (MaxRSS): {max_rss}. Accounting samples every 30 s and misses a sudden peak; the kernel's OOM report gives the usage at the kill. Ask for more memory or lower the job's use, then resubmit.</source>
            <translation>Le job a dépassé sa limite de mémoire (le --mem d’un job Slurm, la limite mémoire d’un conteneur) et l’OOM killer de cette limite l’a arrêté. Ce qu’il a demandé (ReqMem de sacct) : {req_mem} ; le plus qu’une tâche a utilisé selon l’échantillonnage de la comptabilité (MaxRSS) : {max_rss}. La comptabilité échantillonne toutes les 30 s et manque un pic soudain ; le rapport OOM du noyau donne l’usage au moment de l’arrêt. Demandez plus de mémoire ou réduisez l’usage du job, puis soumettez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="136" />
            <source>The job used more host memory than it had; restarted unchanged it is killed again.</source>
            <translation>Le job a utilisé plus de mémoire hôte qu’il n’en avait ; relancé tel quel, il sera de nouveau tué.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="138" />
            <source>Lower the job's host memory use (data loader workers, pinned memory, prefetch) or request more memory, then resubmit.</source>
            <translation>Réduisez l’usage de mémoire hôte du job (workers du data loader, mémoire épinglée, préchargement) ou demandez plus de mémoire, puis soumettez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="141" />
            <source>{title}: restarted with the same shared memory and workers, it fails the same way.</source>
            <translation>{title} : relancé avec la même mémoire partagée et les mêmes workers, il échoue de la même façon.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="143" />
            <source>Give the job's containers more shared memory (docker --shm-size or --ipc=host; on Kubernetes a memory-backed emptyDir mounted at /dev/shm), or use fewer DataLoader workers, then resubmit.</source>
            <translation>Donnez plus de mémoire partagée aux conteneurs du job (docker --shm-size ou --ipc=host ; sur Kubernetes un emptyDir en mémoire monté sur /dev/shm), ou utilisez moins de workers DataLoader, puis soumettez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="146" />
            <source>Check that /dev/shm on the job's nodes is not filled by files left from earlier jobs ({evidence}).</source>
            <translation>Vérifiez que /dev/shm sur les nœuds du job n’est pas rempli de fichiers laissés par des jobs précédents ({evidence}).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="149" />
            <source>{title}: restarted under the same locked-memory limit, it fails the same way.</source>
            <translation>{title} : relancé sous la même limite de mémoire verrouillée, il échoue de la même façon.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="151" />
            <source>Run the job's processes with an unlimited locked-memory limit (memlock in /etc/security/limits.conf, docker --ulimit memlock=-1, and the limit the launcher passes on, such as Slurm's PropagateResourceLimits), check it where the job runs, then resubmit.</source>
            <translation>Lancez les processus du job avec une limite de mémoire verrouillée illimitée (memlock dans /etc/security/limits.conf, docker --ulimit memlock=-1, et la limite que le lanceur transmet, comme PropagateResourceLimits de Slurm), vérifiez-la là où le job tourne, puis soumettez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="153" />
            <source>{title}: most often the kernel's OOM killer; the node's kernel log says whether it was, before the job is restarted unchanged.</source>
            <translation>{title} : le plus souvent l’OOM killer du noyau ; le journal noyau du nœud dit si c’est le cas, avant de relancer le job tel quel.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="156" />
            <source>Look in the kernel log of the node the worker ran on for the OOM killer ('Out of memory: Killed process') at the time of {evidence}; if it is there, lower the job's host memory use or ask for more memory.</source>
            <translation>Cherchez l’OOM killer (« Out of memory: Killed process ») dans le journal noyau du nœud où tournait le worker, au moment de {evidence} ; s’il y est, réduisez l’usage de mémoire hôte du job ou demandez plus de mémoire.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="159" />
            <source>Add the nodes' kernel logs for the job's time to the bundle, so that the next analysis sees who killed the worker.</source>
            <translation>Ajoutez au bundle les journaux noyau des nœuds sur la durée du job, pour que la prochaine analyse voie qui a tué le worker.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="162" />
            <source>{title}: the node itself failed; restart without it.</source>
            <translation>{title} : le nœud lui-même a lâché ; relancez sans lui.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="163" />
            <source>Find why {node} failed: its kernel log around the fault, the BMC's event log (machine checks, memory errors) and a hardware diagnostic.</source>
            <translation>Trouvez pourquoi {node} a lâché : son journal noyau autour de la panne, le journal d’événements du BMC (machine checks, erreurs mémoire) et un diagnostic matériel.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="166" />
            <source>The job was preempted: nothing is wrong with it or its nodes.</source>
            <translation>Le job a été préempté : rien ne va mal ni chez lui ni sur ses nœuds.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="167" />
            <source>Resubmit (or requeue) the job; it resumes from its last checkpoint.</source>
            <translation>Soumettez de nouveau (ou remettez en file) le job ; il reprend depuis son dernier checkpoint.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="169" />
            <source>The job was requeued and runs again when the scheduler starts it; it resumes from its last checkpoint.</source>
            <translation>Le job a été remis en file et tournera de nouveau quand l’ordonnanceur le lancera ; il reprend depuis son dernier checkpoint.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="172" />
            <source>Check that the job started again and why it was requeued (its state and reason).</source>
            <translation>Vérifiez que le job a bien redémarré et pourquoi il a été remis en file (son état et sa raison).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="174" />
            <source>The nodes stay drained until their configuration matches what they have: resubmitting changes nothing.</source>
            <translation>Les nœuds restent drainés tant que leur configuration ne correspond pas à ce qu’ils ont : soumettre de nouveau n’y change rien.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="177" />
            <source>Run slurmd -C on a drained node and compare it with its NodeName line in slurm.conf (RealMemory, TmpDisk, CPUs, sockets, cores, threads); lower the configuration, or repair the node if it lost memory or CPUs, then resume the nodes.</source>
            <translation>Lancez slurmd -C sur un nœud drainé et comparez avec sa ligne NodeName dans slurm.conf (RealMemory, TmpDisk, CPUs, sockets, cœurs, threads) ; abaissez la configuration, ou réparez le nœud s’il a perdu de la mémoire ou des CPU, puis remettez les nœuds en service.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="180" />
            <source>Slurm could not authenticate the job's messages or its credential: every launch fails the same way until munged, its key or the clocks are fixed.</source>
            <translation>Slurm n’a pas pu authentifier les messages du job ou son justificatif : chaque lancement échoue de la même façon tant que munged, sa clé ou les horloges ne sont pas corrigés.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="183" />
            <source>Check that munged runs where the job was launched and on its nodes, that they share one munge.key, and that their clocks agree (an expired or rewound credential is a clock apart); then resubmit.</source>
            <translation>Vérifiez que munged tourne là où le job a été lancé et sur ses nœuds, qu’ils partagent la même munge.key et que leurs horloges concordent (un justificatif expiré ou rejoué est une horloge décalée) ; puis soumettez le job de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="186" />
            <source>The prolog failed before the job started: nothing in the job caused it, and Slurm drained the node it failed on.</source>
            <translation>Le prologue a échoué avant le démarrage du job : rien dans le job n’en est la cause, et Slurm a drainé le nœud où il a échoué.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="189" />
            <source>Read the prolog's output on the node it failed on ({host}) and fix what it checks (a mount, a health check, the script itself); the same failure on every node is the prolog's, not the nodes'. Then resume the drained nodes.</source>
            <translation>Lisez la sortie du prologue sur le nœud où il a échoué ({host}) et corrigez ce qu’il vérifie (un montage, un contrôle de santé, le script lui-même) ; le même échec sur tous les nœuds vient du prologue, pas des nœuds. Puis remettez les nœuds drainés en service.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="192" />
            <source>Resubmit the job once the prolog is fixed; it did not start.</source>
            <translation>Soumettez le job de nouveau une fois le prologue corrigé ; il n’a pas démarré.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="193" />
            <source>{title}: the job never started; it runs once a node has the GPUs it asks for.</source>
            <translation>{title} : le job n’a jamais démarré ; il tournera dès qu’un nœud aura les GPU qu’il demande.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="195" />
            <source>Find what holds the cluster's GPUs (pods left from earlier runs, a device plugin that stopped advertising them) and free them, or ask for no more GPUs than one node has.</source>
            <translation>Trouvez ce qui retient les GPU du cluster (des pods laissés par des exécutions précédentes, un device plugin qui a cessé de les annoncer) et libérez-les, ou ne demandez pas plus de GPU qu’un nœud n’en a.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="198" />
            <source>{title}: the platform lost the node; restart the job without it.</source>
            <translation>{title} : la plateforme a perdu le nœud ; relancez le job sans lui.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="199" />
            <source>Find why {node} failed: the scheduler's log, the provider's events and the node's BMC; replace the instance if the provider retires it.</source>
            <translation>Trouvez pourquoi {node} a lâché : le journal de l’ordonnanceur, les événements du fournisseur et le BMC du nœud ; remplacez l’instance si le fournisseur la retire.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="202" />
            <source>{title}: the same code and data fail the same way; fix it before restarting (a restart wastes the allocation).</source>
            <translation>{title} : le même code et les mêmes données échouent de la même façon ; corrigez-le avant de relancer (une relance gaspille l’allocation).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="205" />
            <source>Fix the error in the job ({title}, at {evidence}) before resubmitting.</source>
            <translation>Corrigez l’erreur du job ({title}, à {evidence}) avant de le soumettre de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="207" />
            <source>The job ran out of time; resubmit it from its last checkpoint, with more time if it was close.</source>
            <translation>Le job a manqué de temps ; soumettez-le de nouveau depuis son dernier checkpoint, avec plus de temps s’il était près du but.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="210" />
            <source>Resubmit from the last checkpoint, asking for more time if the job needs it.</source>
            <translation>Soumettez de nouveau depuis le dernier checkpoint, en demandant plus de temps si le job en a besoin.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="212" />
            <source>{title}: the workers exited before training started; a restart fails the same way until the launch command is fixed.</source>
            <translation>{title} : les workers sont sortis avant le début de l’entraînement ; une relance échoue de la même façon tant que la commande de lancement n’est pas corrigée.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="215" />
            <source>Give the script's path as seen from the directory the job starts in, or start the job from the folder that holds it ({evidence}), then resubmit.</source>
            <translation>Donnez le chemin du script vu depuis le dossier où le job démarre, ou lancez le job depuis le dossier qui le contient ({evidence}), puis soumettez-le de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="218" />
            <source>{title}: the workers never met; the job starts once its store has a free port.</source>
            <translation>{title} : les workers ne se sont jamais retrouvés ; le job démarrera dès que son store aura un port libre.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="220" />
            <source>Give each job on a machine its own rendezvous port (--master_port, or --rdzv_endpoint=localhost:0 for a single-node torchrun), or end the process still holding it ({evidence}), then resubmit.</source>
            <translation>Donnez à chaque job d’une machine son propre port de rendez-vous (--master_port, ou --rdzv_endpoint=localhost:0 pour un torchrun sur un seul nœud), ou arrêtez le processus qui le retient encore ({evidence}), puis soumettez de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="223" />
            <source>{title}: the ranks cannot meet until NCCL is told an interface every node has.</source>
            <translation>{title} : les rangs ne peuvent pas se retrouver tant qu’on n’indique pas à NCCL une interface que tous les nœuds ont.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="225" />
            <source>Set NCCL_SOCKET_IFNAME to an interface (or prefix) that every node of the job has, and check that the containers see it ({evidence}), then resubmit.</source>
            <translation>Donnez à NCCL_SOCKET_IFNAME une interface (ou un préfixe) que tous les nœuds du job ont, et vérifiez que les conteneurs la voient ({evidence}), puis soumettez de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="228" />
            <source>{title}: the workers exited before training started; a restart fails the same way until the command and the script agree.</source>
            <translation>{title} : les workers sont sortis avant le début de l’entraînement ; une relance échoue de la même façon tant que la commande et le script ne s’accordent pas.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="231" />
            <source>Make the launch command and the script's arguments agree ({evidence}). PyTorch 2's launchers pass --local-rank where older scripts expect --local_rank: accept both, or read LOCAL_RANK from the environment (torchrun sets it).</source>
            <translation>Accordez la commande de lancement et les arguments du script ({evidence}). Les lanceurs de PyTorch 2 passent --local-rank là où les anciens scripts attendent --local_rank : acceptez les deux, ou lisez LOCAL_RANK dans l’environnement (torchrun le définit).</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="234" />
            <source>A user cancelled the job: nothing failed; restart it only if the cancel was a mistake.</source>
            <translation>Un utilisateur a annulé le job : rien n’a échoué ; relancez-le seulement si l’annulation était une erreur.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="236" />
            <source>Check who cancelled the job and why before resubmitting it.</source>
            <translation>Vérifiez qui a annulé le job et pourquoi avant de le soumettre de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="237" />
            <source>The ranks on {nodes} stopped joining the collective; why is not in the bundle, and a restart with them may hang again.</source>
            <translation>Les rangs sur {nodes} ont cessé de rejoindre la collective ; la raison n’est pas dans le bundle, et une relance avec eux peut se bloquer de nouveau.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="240" />
            <source>Collect the kernel log and a bug report of {node}, where the stuck ranks ran.</source>
            <translation>Recueillez le journal noyau et un rapport de bogue de {node}, où tournaient les rangs bloqués.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="242" />
            <source>If it hangs again, dump the Python stacks of the ranks on {node} while they hang.</source>
            <translation>S’il se bloque de nouveau, videz les piles Python des rangs sur {node} pendant le blocage.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="244" />
            <source>Nothing in the bundle says which rank stopped; restarted as it is, the job may hang again at the same collective.</source>
            <translation>Rien dans le bundle ne dit quel rang s’est arrêté ; relancé tel quel, le job peut se bloquer de nouveau à la même collective.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="247" />
            <source>Run the job with PyTorch's Flight Recorder on, so that the next hang or timeout leaves dumps that name the rank the others waited for.</source>
            <translation>Lancez le job avec le Flight Recorder de PyTorch activé, pour que le prochain blocage ou dépassement de délai laisse des dumps qui nomment le rang que les autres attendaient.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="250" />
            <source>If it hangs again, dump the Python stacks of every rank while they hang.</source>
            <translation>S’il se bloque de nouveau, videz les piles Python de tous les rangs pendant le blocage.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="252" />
            <source>{title}: a GPU fault restarted on the same node fails again; restart without {node}.</source>
            <translation>{title} : une panne de GPU relancée sur le même nœud échoue de nouveau ; relancez sans {node}.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="254" />
            <source>{title}; the bundle names no link, and a transient network fault often clears.</source>
            <translation>{title} ; le bundle ne nomme aucun lien, et une panne réseau passagère se dissipe souvent.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="256" />
            <source>Check the fabric between the job's nodes around the failure: port error counters and the subnet manager's log.</source>
            <translation>Vérifiez la fabric entre les nœuds du job autour de la panne : les compteurs d’erreurs des ports et le journal du subnet manager.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="259" />
            <source>The evidence names no cause; a blind restart may fail the same way, and no hardware should be replaced on this evidence.</source>
            <translation>Les preuves ne nomment aucune cause ; une relance à l’aveugle peut échouer de la même façon, et aucun matériel ne doit être remplacé sur ces preuves.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="262" />
            <source>On a node you suspect (the first to log an error), collect nvidia-bug-report.sh's log and add it to the bundle.</source>
            <translation>Sur un nœud que vous soupçonnez (le premier à journaliser une erreur), recueillez le journal de nvidia-bug-report.sh et ajoutez-le au bundle.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="265" />
            <source>{gpu_label} on {node} failed before ({history}): a reset is not enough; run the field diagnostic and open a support or RMA case with nvidia-bug-report.sh's log.</source>
            <translation>{gpu_label} sur {node} a déjà lâché ({history}) : une réinitialisation ne suffit pas ; lancez le diagnostic de terrain et ouvrez un dossier de support ou de RMA avec le journal de nvidia-bug-report.sh.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="268" />
            <source>Keep {node} drained until the GPU has been serviced.</source>
            <translation>Gardez {node} drainé jusqu’à la réparation du GPU.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_text_list.cpp" line="269" />
            <source>The link of {node} failed before ({history}): replace the cable or transceiver instead of reseating it.</source>
            <translation>Le lien de {node} a déjà lâché ({history}) : remplacez le câble ou le transceiver au lieu de le réinsérer.</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_texts.cpp" line="17" />
            <source>the node that logged it</source>
            <translation>le nœud qui l’a journalisé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_texts.cpp" line="19" />
            <source>the GPU</source>
            <translation>le GPU</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_texts.cpp" line="20" />
            <source>the job</source>
            <translation>la tâche</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_texts.cpp" line="21" />
            <source>not in the bundle</source>
            <translation>absent du bundle</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_texts.cpp" line="22" />
            <source>(unknown)</source>
            <translation>(inconnu)</translation>
        </message>
    </context>
    <context>
        <name>awv::CatalogTitles</name>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="12" />
            <source>AWS Spot interruption notice</source>
            <translation>Avis d’interruption Spot AWS</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="13" />
            <source>cloud maintenance on the instance</source>
            <translation>maintenance cloud sur l’instance</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="14" />
            <source>cloud maintenance notice</source>
            <translation>avis de maintenance cloud</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="15" />
            <source>cloud instance preempted</source>
            <translation>instance cloud préemptée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="16" />
            <source>Ray: the actor's node was preempted</source>
            <translation>Ray : le nœud de l’acteur a été préempté</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="17" />
            <source>cloud host error</source>
            <translation>erreur de l’hôte cloud</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="18" />
            <source>DCGM diagnostic: GPU memory failed ({test})</source>
            <translation>Diagnostic DCGM : échec de la mémoire du GPU ({test})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="19" />
            <source>DCGM diagnostic: GPU's PCIe link failed ({test})</source>
            <translation>Diagnostic DCGM : échec du lien PCIe du GPU ({test})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="20" />
            <source>DCGM diagnostic: hardware error, GPU to isolate ({test})</source>
            <translation>Diagnostic DCGM : erreur matérielle, GPU à isoler ({test})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="21" />
            <source>DCGM diagnostic {result}: {test}</source>
            <translation>Diagnostic DCGM {result} : {test}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="22" />
            <source>DCGM health: uncorrectable double-bit ECC error</source>
            <translation>Santé DCGM : erreur ECC double bit non corrigible</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="23" />
            <source>DCGM health: uncontained memory error (Xid 95)</source>
            <translation>Santé DCGM : erreur mémoire non confinée (Xid 95)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="24" />
            <source>DCGM health: row remapping failed</source>
            <translation>Santé DCGM : échec du remappage de lignes</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="25" />
            <source>DCGM health: uncorrectable memory errors, rows remapped</source>
            <translation>Santé DCGM : erreurs mémoire non corrigibles, lignes remappées</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="26" />
            <source>DCGM health: too many retired memory pages</source>
            <translation>Santé DCGM : trop de pages mémoire retirées</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="27" />
            <source>DCGM health: row remap pending (needs a GPU reset)</source>
            <translation>Santé DCGM : remappage de ligne en attente (réinitialisation du GPU requise)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="28" />
            <source>DCGM health: a retired page pending</source>
            <translation>Santé DCGM : une page retirée en attente</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="29" />
            <source>DCGM health {health}: {system}</source>
            <translation>Santé DCGM {health} : {system}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="30" />
            <source>Rank {rank} never joined collective #{seq} ({op}) of process group {pg}</source>
            <translation>Le rang {rank} n’a jamais rejoint la collective #{seq} ({op}) du groupe de processus {pg}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="31" />
            <source>Rank {rank} never completed collective #{seq} ({op}) of process group {pg}</source>
            <translation>Le rang {rank} n’a jamais terminé la collective #{seq} ({op}) du groupe de processus {pg}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="33" />
            <source>GPU of rank {rank} never started collective #{seq} ({op}) of process group {pg}</source>
            <translation>Le GPU du rang {rank} n’a jamais démarré la collective #{seq} ({op}) du groupe de processus {pg}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="35" />
            <source>Rank {rank} called collective #{seq} of process group {pg} differently (desync)</source>
            <translation>Le rang {rank} a appelé autrement la collective #{seq} du groupe de processus {pg} (désynchronisation)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="37" />
            <source>Rank {rank} is stuck with others at collective #{seq} of process group {pg}; no rank stands out</source>
            <translation>Le rang {rank} est bloqué avec d’autres à la collective #{seq} du groupe de processus {pg} ; aucun rang ne se distingue</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="40" />
            <source>Rank {rank} left no Flight Recorder dump</source>
            <translation>Le rang {rank} n’a laissé aucun dump du Flight Recorder</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="41" />
            <source>Rank {rank} waited on rank {on} in process group {pg} ({pg_desc}): it enqueued #{enqueued}, completed #{completed}; rank {on} enqueued #{their_enqueued}, completed #{their_completed}</source>
            <translation>Le rang {rank} a attendu le rang {on} dans le groupe de processus {pg} ({pg_desc}) : il a mis en file #{enqueued}, terminé #{completed} ; le rang {on} a mis en file #{their_enqueued}, terminé #{their_completed}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="44" />
            <source>uncorrectable double-bit ECC error</source>
            <translation>erreur ECC double bit non corrigible</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="45" />
            <source>GPU memory row remap pending (needs a GPU reset)</source>
            <translation>Remappage de ligne mémoire du GPU en attente (réinitialisation du GPU requise)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="46" />
            <source>nvidia-smi cannot read GPU {gpu} (ERR!)</source>
            <translation>nvidia-smi ne peut pas lire le GPU {gpu} (ERR!)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="47" />
            <source>GPU row remapping failure</source>
            <translation>Échec du remappage de lignes du GPU</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="48" />
            <source>NVLink fatal error</source>
            <translation>Erreur NVLink fatale</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="49" />
            <source>NVLink status failure</source>
            <translation>État NVLink en échec</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="50" />
            <source>NVSwitch SXid {sxid} ({pci})</source>
            <translation>NVSwitch SXid {sxid} ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="51" />
            <source>Fabric Manager found no NVSwitch to manage</source>
            <translation>Fabric Manager n’a trouvé aucun NVSwitch à gérer</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="52" />
            <source>GSP firmware allocation failed</source>
            <translation>Échec d’allocation du firmware GSP</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="53" />
            <source>GSP RPC timeout</source>
            <translation>Délai d’attente RPC GSP dépassé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="54" />
            <source>NVIDIA driver error {code}</source>
            <translation>Erreur du pilote NVIDIA {code}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="55" />
            <source>NVIDIA driver assertion failed</source>
            <translation>Échec d’assertion du pilote NVIDIA</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="56" />
            <source>nvidia-imex daemon shutdown</source>
            <translation>arrêt du démon nvidia-imex</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="57" />
            <source>GPU has fallen off the bus</source>
            <translation>Le GPU a disparu du bus</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="58" />
            <source>PCIe fatal error</source>
            <translation>Erreur PCIe fatale</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="59" />
            <source>GPU {pci} unreachable: {reason}</source>
            <translation>GPU {pci} injoignable : {reason}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="60" />
            <source>GPU {pci} failed to initialise (RmInitAdapter)</source>
            <translation>Échec de l’initialisation du GPU {pci} (RmInitAdapter)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="61" />
            <source>GPU firmware core dump (GSP)</source>
            <translation>Core dump du firmware du GPU (GSP)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="62" />
            <source>PCIe errors on port {device} (AER)</source>
            <translation>Erreurs PCIe sur le port {device} (AER)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="63" />
            <source>GPU {uuid} at {pci}</source>
            <translation>GPU {uuid} en {pci}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="64" />
            <source>GPU serial {serial} at {pci}</source>
            <translation>GPU de numéro de série {serial} en {pci}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="65" />
            <source>Xid 13: graphics engine exception ({pci})</source>
            <translation>Xid 13 : exception du moteur graphique ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="66" />
            <source>Xid 31: GPU memory page fault (MMU fault) ({pci})</source>
            <translation>Xid 31 : défaut de page mémoire du GPU (faute MMU) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="67" />
            <source>Xid 43: GPU stopped processing ({pci})</source>
            <translation>Xid 43 : le GPU a cessé de traiter ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="68" />
            <source>Xid {previous}, named by Xid 45 as its cause ({pci})</source>
            <translation>Xid {previous}, désigné comme cause par le Xid 45 ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="69" />
            <source>Xid 45: preemptive cleanup, due to previous errors ({pci})</source>
            <translation>Xid 45 : nettoyage préventif, dû à des erreurs précédentes ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="70" />
            <source>Xid 48: double-bit (uncorrectable) ECC error ({pci})</source>
            <translation>Xid 48 : erreur ECC double bit (non corrigible) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="71" />
            <source>Xid 61: internal micro-controller breakpoint/warning (PMU) ({pci})</source>
            <translation>Xid 61 : point d’arrêt/avertissement du microcontrôleur interne (PMU) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="72" />
            <source>Xid 62: internal micro-controller halt (PMU) ({pci})</source>
            <translation>Xid 62 : arrêt du microcontrôleur interne (PMU) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="73" />
            <source>Xid 63: ECC page retirement or row remapping recorded (reset the GPU to apply) ({pci})</source>
            <translation>Xid 63 : retrait de page ECC ou remappage de ligne enregistré (réinitialiser le GPU pour l’appliquer) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="75" />
            <source>Xid 64: ECC page retirement or row remapping failure ({pci})</source>
            <translation>Xid 64 : échec du retrait de page ECC ou du remappage de ligne ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="76" />
            <source>Xid 74: NVLink error ({pci})</source>
            <translation>Xid 74 : erreur NVLink ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="77" />
            <source>Xid 79: GPU has fallen off the bus ({pci})</source>
            <translation>Xid 79 : le GPU a disparu du bus ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="78" />
            <source>Xid 92: high single-bit ECC error rate ({pci})</source>
            <translation>Xid 92 : taux élevé d’erreurs ECC simple bit ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="79" />
            <source>Xid 94: contained ECC error (only the affected application must restart) ({pci})</source>
            <translation>Xid 94 : erreur ECC confinée (seule l’application touchée doit redémarrer) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="81" />
            <source>Xid 95: uncontained ECC error (the GPU must be reset) ({pci})</source>
            <translation>Xid 95 : erreur ECC non confinée (le GPU doit être réinitialisé) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="82" />
            <source>Xid 119: GSP RPC timeout (GPU firmware not responding) ({pci})</source>
            <translation>Xid 119 : délai d’attente RPC GSP dépassé (le firmware du GPU ne répond pas) ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="83" />
            <source>Xid 120: GSP firmware error ({pci})</source>
            <translation>Xid 120 : erreur du firmware GSP ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="84" />
            <source>Xid 154: the driver asks for recovery: {action} ({pci})</source>
            <translation>Xid 154 : le pilote demande une récupération : {action} ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="85" />
            <source>Xid 154: recovery done ({pci})</source>
            <translation>Xid 154 : récupération effectuée ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="86" />
            <source>Xid {xid} ({pci})</source>
            <translation>Xid {xid} ({pci})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="87" />
            <source>kernel panic</source>
            <translation>panique du noyau (kernel panic)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="88" />
            <source>the host ran out of memory: OOM killer killed {process}</source>
            <translation>l’hôte a manqué de mémoire : l’OOM killer a tué {process}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="89" />
            <source>Kernel OOM killer invoked by {process}</source>
            <translation>OOM killer du noyau déclenché par {process}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="90" />
            <source>a memory cgroup's limit: OOM killer killed {process}</source>
            <translation>limite d’un cgroup mémoire : l’OOM killer a tué {process}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="91" />
            <source>memory cgroup {cgroup} reached its limit (OOM kill)</source>
            <translation>le cgroup mémoire {cgroup} a atteint sa limite (OOM kill)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="92" />
            <source>a memory cgroup used {usage} of its {limit} limit</source>
            <translation>un cgroup mémoire a utilisé {usage} de sa limite de {limit}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="93" />
            <source>the OOM killer ran for a memory cgroup's limit</source>
            <translation>l’OOM killer a agi pour la limite d’un cgroup mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="94" />
            <source>the host ran out of memory (global OOM killer)</source>
            <translation>l’hôte a manqué de mémoire (OOM killer global)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="95" />
            <source>out of shared memory (/dev/shm)</source>
            <translation>mémoire partagée épuisée (/dev/shm)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="96" />
            <source>a worker was killed by SIGKILL (signal 9)</source>
            <translation>un worker a été tué par SIGKILL (signal 9)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="97" />
            <source>Ray killed a worker: the node ran low on memory</source>
            <translation>Ray a tué un worker : le nœud manquait de mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="98" />
            <source>hard LOCKUP on CPU {cpu}</source>
            <translation>blocage dur (hard LOCKUP) du CPU {cpu}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="99" />
            <source>soft lockup on CPU {cpu} ({seconds} s)</source>
            <translation>blocage logiciel (soft lockup) du CPU {cpu} ({seconds} s)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="100" />
            <source>kernel oops</source>
            <translation>oops du noyau</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="101" />
            <source>machine check (MCE) hardware error</source>
            <translation>erreur matérielle machine check (MCE)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="102" />
            <source>host powering down</source>
            <translation>mise hors tension de l’hôte</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="103" />
            <source>the server's power brake slows the GPU</source>
            <translation>le frein d’alimentation du serveur ralentit le GPU</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="104" />
            <source>CPU temperature above threshold</source>
            <translation>Température du CPU au-dessus du seuil</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="105" />
            <source>DCGM: last Xid {xid} on GPU {gpu}</source>
            <translation>DCGM : dernier Xid {xid} sur le GPU {gpu}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="106" />
            <source>DCGM: double-bit ECC errors rising on GPU {gpu}</source>
            <translation>DCGM : erreurs ECC double bit en hausse sur le GPU {gpu}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="107" />
            <source>GPU {gpu} temperature {value} C</source>
            <translation>GPU {gpu} : température {value} °C</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="108" />
            <source>DCGM: row remapping failure on GPU {gpu}</source>
            <translation>DCGM : échec du remappage de lignes sur le GPU {gpu}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="109" />
            <source>InfiniBand link_downed counter rising</source>
            <translation>Compteur InfiniBand link_downed en hausse</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="110" />
            <source>filesystem full (0 bytes available)</source>
            <translation>système de fichiers plein (0 octet disponible)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="111" />
            <source>CUDA illegal memory access</source>
            <translation>Accès mémoire illégal CUDA</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="112" />
            <source>CUDA uncorrectable ECC error</source>
            <translation>Erreur ECC non corrigible CUDA</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="113" />
            <source>CUDA out of memory</source>
            <translation>Mémoire CUDA épuisée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="114" />
            <source>CUDA unspecified launch failure</source>
            <translation>Échec de lancement CUDA non spécifié</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="115" />
            <source>CUDA device-side assert</source>
            <translation>Assertion CUDA côté GPU</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="116" />
            <source>NCCL unhandled system error</source>
            <translation>Erreur système NCCL non gérée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="117" />
            <source>NCCL remote error (peer exited or network error)</source>
            <translation>Erreur distante NCCL (pair arrêté ou erreur réseau)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="118" />
            <source>InfiniBand device error seen by NCCL: {event}</source>
            <translation>Erreur de périphérique InfiniBand vue par NCCL : {event}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="119" />
            <source>NCCL IB completion error {status} from peer {peer}</source>
            <translation>Erreur de complétion IB NCCL {status} venant du pair {peer}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="120" />
            <source>NCCL OFI request completed with error (RC {rc})</source>
            <translation>Requête NCCL OFI terminée en erreur (RC {rc})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="121" />
            <source>NCCL transport timed out</source>
            <translation>Délai d’attente du transport NCCL dépassé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="122" />
            <source>NCCL socket error with peer {peer}: {error}</source>
            <translation>Erreur de socket NCCL avec le pair {peer} : {error}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="123" />
            <source>Gloo transport error with peer {peer}</source>
            <translation>Erreur de transport Gloo avec le pair {peer}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="124" />
            <source>NCCL found no network interface to use</source>
            <translation>NCCL n’a trouvé aucune interface réseau utilisable</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="125" />
            <source>NCCL connection to a peer closed</source>
            <translation>Connexion NCCL à un pair fermée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="126" />
            <source>NVLink SHARP (NVLS) setup failed in CUDA</source>
            <translation>Échec de la mise en place de NVLink SHARP (NVLS) dans CUDA</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="127" />
            <source>NCCL warning</source>
            <translation>Avertissement NCCL</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="128" />
            <source>NCCL collective timeout ({op}, SeqNum={seq})</source>
            <translation>Délai d’attente de collective NCCL dépassé ({op}, SeqNum={seq})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="129" />
            <source>NCCL work {work} timed out (last completed {completed})</source>
            <translation>Délai d’attente dépassé pour le travail NCCL {work} (dernier terminé : {completed})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="130" />
            <source>collective desync between ranks</source>
            <translation>désynchronisation des collectives entre rangs</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="131" />
            <source>NCCL communicator aborted</source>
            <translation>Communicateur NCCL interrompu</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="132" />
            <source>torchrun child process failed</source>
            <translation>échec d’un processus enfant de torchrun</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="133" />
            <source>CheckpointException (fan-out of other ranks' errors)</source>
            <translation>CheckpointException (propagation des erreurs d’autres rangs)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="134" />
            <source>Python {exception}</source>
            <translation>Python {exception}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="135" />
            <source>Python script not found: {script}</source>
            <translation>Script Python introuvable : {script}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="136" />
            <source>rendezvous port already in use</source>
            <translation>port de rendezvous déjà utilisé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="137" />
            <source>NCCL called the wrong way (invalid usage)</source>
            <translation>NCCL mal appelé (usage invalide)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="138" />
            <source>the script rejected its arguments: {arguments}</source>
            <translation>le script a rejeté ses arguments : {arguments}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="139" />
            <source>loss or gradients became NaN/inf</source>
            <translation>la loss ou les gradients sont devenus NaN/inf</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="140" />
            <source>fp16 loss scale fell to its minimum: the loss diverged</source>
            <translation>Le facteur d’échelle de la perte fp16 est tombé à son minimum : la perte a divergé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="141" />
            <source>process crashed (segfault)</source>
            <translation>plantage du processus (segfault)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="142" />
            <source>InfiniBand link down ({device})</source>
            <translation>Lien InfiniBand tombé ({device})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="143" />
            <source>InfiniBand port error</source>
            <translation>Erreur de port InfiniBand</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="144" />
            <source>HCA module unplugged ({device})</source>
            <translation>Module HCA débranché ({device})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="145" />
            <source>{device}: lost carrier</source>
            <translation>{device} : perte de porteuse</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="146" />
            <source>link flapping</source>
            <translation>lien instable (flapping)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="147" />
            <source>NIC {device}: ECC error, adapter reset</source>
            <translation>Carte réseau {device} : erreur ECC, adaptateur réinitialisé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="148" />
            <source>no InfiniBand device on the node</source>
            <translation>aucun périphérique InfiniBand sur le nœud</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="149" />
            <source>RDMA memory registration failed (locked-memory limit)</source>
            <translation>Échec de l’enregistrement mémoire RDMA (limite de mémoire verrouillée)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="150" />
            <source>NIC link down ({device})</source>
            <translation>Lien de la carte réseau tombé ({device})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="151" />
            <source>NCCL INFO</source>
            <translation>NCCL INFO</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="152" />
            <source>NCCL net plugin not found (internal plugin used)</source>
            <translation>Plugin réseau NCCL introuvable (plugin interne utilisé)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="153" />
            <source>NCCL transport not available here (another is used)</source>
            <translation>Transport NCCL indisponible ici (un autre est utilisé)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="154" />
            <source>TypedStorage deprecation warning</source>
            <translation>Avertissement d’obsolescence de TypedStorage</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="155" />
            <source>Python warning</source>
            <translation>Avertissement Python</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="156" />
            <source>c10d barrier device warning</source>
            <translation>avertissement de périphérique de la barrière c10d</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="157" />
            <source>process group not destroyed at exit</source>
            <translation>groupe de processus non détruit à la sortie</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="158" />
            <source>nvidia-peermem invalid context (exit noise)</source>
            <translation>contexte invalide nvidia-peermem (bruit de sortie)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="159" />
            <source>monitoring agent restarting</source>
            <translation>redémarrage de l’agent de supervision</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="160" />
            <source>Training progress</source>
            <translation>Progression de l’entraînement</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="161" />
            <source>Slurm job state NODE_FAIL</source>
            <translation>État du job Slurm NODE_FAIL</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="162" />
            <source>Slurm lost node {node}</source>
            <translation>Slurm a perdu le nœud {node}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="163" />
            <source>Slurm cancelled the job due to a node failure</source>
            <translation>Slurm a annulé le job à cause d’une panne de nœud</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="164" />
            <source>Slurm time limit reached</source>
            <translation>Limite de temps Slurm atteinte</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="165" />
            <source>Slurm: job out of memory</source>
            <translation>Slurm : job à court de mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="166" />
            <source>Slurm: a step ran out of memory</source>
            <translation>Slurm : une étape a manqué de mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="167" />
            <source>Slurm preempted the job</source>
            <translation>Slurm a préempté le job</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="168" />
            <source>Slurm requeued the job</source>
            <translation>Slurm a remis le job en file d’attente</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="169" />
            <source>Slurm job cancelled</source>
            <translation>Job Slurm annulé</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="170" />
            <source>Slurm: node {node} failed under the job</source>
            <translation>Slurm : le nœud {node} est tombé en panne sous le job</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="171" />
            <source>Slurm: node {node} failed, job requeued</source>
            <translation>Slurm : le nœud {node} est tombé en panne, job remis en file d’attente</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="172" />
            <source>Slurm: node {node} not responding, set DOWN</source>
            <translation>Slurm : le nœud {node} ne répond pas, passé DOWN</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="173" />
            <source>Slurm drained a node that registered with less than configured</source>
            <translation>Slurm a drainé un nœud enregistré avec moins que sa configuration</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="174" />
            <source>Slurm authentication failed (MUNGE or the job credential)</source>
            <translation>Échec de l’authentification Slurm (MUNGE ou le justificatif du job)</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="175" />
            <source>the job's prolog failed on {host}</source>
            <translation>le prologue du job a échoué sur {host}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="176" />
            <source>Slurm: job ended by signal {signal}</source>
            <translation>Slurm : job terminé par le signal {signal}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="177" />
            <source>Slurm step cancelled</source>
            <translation>Étape Slurm annulée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="178" />
            <source>Slurm: tasks out of memory</source>
            <translation>Slurm : tâches à court de mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="179" />
            <source>srun: tasks exited on {node}</source>
            <translation>srun : des tâches se sont terminées sur {node}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="180" />
            <source>Kubernetes container OOMKilled</source>
            <translation>Conteneur Kubernetes OOMKilled</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="181" />
            <source>Kubernetes evicted the pod</source>
            <translation>Kubernetes a évincé le pod</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="182" />
            <source>Kubernetes node NotReady</source>
            <translation>Nœud Kubernetes NotReady</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="183" />
            <source>Kubernetes node {node} NotReady</source>
            <translation>Nœud Kubernetes {node} NotReady</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="184" />
            <source>Kubernetes pods stuck Terminating on {node}</source>
            <translation>Pods Kubernetes bloqués en Terminating sur {node}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="185" />
            <source>Kubernetes evicted the pod: its node was low on memory</source>
            <translation>Kubernetes a évincé le pod : son nœud manquait de mémoire</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="186" />
            <source>Kubernetes evicted the pod: its node was low on local disk</source>
            <translation>Kubernetes a évincé le pod : son nœud manquait de disque local</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="187" />
            <source>Kubernetes killed the container: out of its memory limit</source>
            <translation>Kubernetes a tué le conteneur : limite mémoire dépassée</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="188" />
            <source>no node had a free GPU for the pod</source>
            <translation>aucun nœud n’avait de GPU libre pour le pod</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="189" />
            <source>Kubernetes preempted the pod</source>
            <translation>Kubernetes a préempté le pod</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="190" />
            <source>Kubernetes BackOff restarting a container</source>
            <translation>Kubernetes en BackOff au redémarrage d’un conteneur</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="191" />
            <source>Kubernetes training job failed</source>
            <translation>Échec du job d’entraînement Kubernetes</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="192" />
            <source>PermissionError: permission denied writing {path}</source>
            <translation>PermissionError : permission refusée à l’écriture de {path}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="193" />
            <source>checkpoint write failed</source>
            <translation>échec d’écriture du checkpoint</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="194" />
            <source>checkpoint save failed, training aborted</source>
            <translation>échec de la sauvegarde du checkpoint, entraînement interrompu</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="195" />
            <source>Checkpoint write failed ({path})</source>
            <translation>Échec d’écriture du checkpoint ({path})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="196" />
            <source>No space left on device</source>
            <translation>No space left on device</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="197" />
            <source>Input/output error</source>
            <translation>Input/output error</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="198" />
            <source>Stale file handle</source>
            <translation>Stale file handle</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="199" />
            <source>NFS server {server} not responding</source>
            <translation>Le serveur NFS {server} ne répond pas</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="200" />
            <source>NFSv4 id mapping error</source>
            <translation>Erreur de correspondance d’identifiants NFSv4</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="201" />
            <source>Lustre error</source>
            <translation>Erreur Lustre</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="202" />
            <source>iSCSI connection error</source>
            <translation>erreur de connexion iSCSI</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="203" />
            <source>Read-only file system</source>
            <translation>Read-only file system</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="204" />
            <source>filesystem error</source>
            <translation>erreur du système de fichiers</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="205" />
            <source>CUDA {name} ({number})</source>
            <translation>CUDA {name} ({number})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="206" />
            <source>{name} ({string})</source>
            <translation>{name} ({string})</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="207" />
            <source>Kubernetes {name}</source>
            <translation>Kubernetes {name}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="208" />
            <source>NCCL {name}: {short}</source>
            <translation>NCCL {name} : {short}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="209" />
            <source>NVML {name}</source>
            <translation>NVML {name}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="210" />
            <source>Slurm job reason {name}</source>
            <translation>Raison Slurm du job {name}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="211" />
            <source>Slurm job state {name}</source>
            <translation>État du job Slurm {name}</translation>
        </message>
        <message>
            <location filename="../views/common/catalog_title_list.cpp" line="212" />
            <source>Xid {name}: {description} ({pci})</source>
            <translation>Xid {name} : {description} ({pci})</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationFilter</name>
        <message>
            <location filename="../views/classification/classification_filter.cpp" line="92" />
            <source>%1 (%2 of %3)</source>
            <translation>%1 (%2 sur %3)</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationModel</name>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="113" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_model.cpp" line="128" />
            <source>%n event(s) classified as %1</source>
            <translation>
                <numerusform>%n événement classé %1</numerusform>
                <numerusform>%n événements classés %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="145" />
            <source>%1 (suppressed)</source>
            <translation>%1 (supprimé)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="150" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="151" />
            <source>%1 · GPU %2</source>
            <translation>%1 · GPU %2</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="177" />
            <source>Symptom: %1</source>
            <translation>Symptôme : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="179" />
            <source>First seen: at or after %1 (the line has no time; this is the time of a line before it)</source>
            <translation>Vu pour la première fois : à %1 ou après (la ligne n'a pas d'heure ; c'est celle d'une ligne précédente)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="181" />
            <source>First seen: %1</source>
            <translation>Vu pour la première fois : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="185" />
            <source>Last seen: %1</source>
            <translation>Vu pour la dernière fois : %1</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="187" />
            <source>Class: %1, decided by %2</source>
            <translation>Classe : %1, décidée par %2</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="192" />
            <source>Note:</source>
            <translation>Note :</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="226" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="227" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="228" />
            <source>Time (UTC)</source>
            <translation>Heure (UTC)</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="229" />
            <source>Count</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="230" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_model.cpp" line="231" />
            <source>Reason for class</source>
            <translation>Raison de la classe</translation>
        </message>
    </context>
    <context>
        <name>awv::ClassificationView</name>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="35" />
            <source>Filter events: text, node, rule, reason…</source>
            <translation>Filtrer les événements : texte, nœud, règle, raison…</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="37" />
            <source>Filter events</source>
            <translation>Filtrer les événements</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="38" />
            <source>Show class</source>
            <translation>Classe affichée</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="39" />
            <source>Show node</source>
            <translation>Nœud affiché</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="40" />
            <source>Show symptom</source>
            <translation>Symptôme affiché</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="41" />
            <source>Events by class</source>
            <translation>Événements par classe</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="43" />
            <source>Show one class only</source>
            <translation>N'afficher qu'une classe</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="44" />
            <source>Show the events of one node only</source>
            <translation>N'afficher que les événements d'un nœud</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="45" />
            <source>Show one symptom only</source>
            <translation>N'afficher qu'un symptôme</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="154" />
            <source>All classes</source>
            <translation>Toutes classes</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="159" />
            <source>All nodes</source>
            <translation>Tous nœuds</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="161" />
            <source>All symptoms</source>
            <translation>Tous symptômes</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="198" />
            <source>No bundle loaded.</source>
            <translation>Aucun bundle chargé.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="204" />
            <source>%1 of %n event(s) shown</source>
            <translation>
                <numerusform>%1 événement affiché sur %n</numerusform>
                <numerusform>%1 événements affichés sur %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/classification/classification_view.cpp" line="205" />
            <source>%n event(s)</source>
            <translation>
                <numerusform>%n événement</numerusform>
                <numerusform>%n événements</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="248" />
            <source>The selected event “%1” is outside the time range.</source>
            <translation>L’événement sélectionné « %1 » est hors de la plage de temps.</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="249" />
            <source>The selected event “%1” is hidden by the filters.</source>
            <translation>L’événement sélectionné « %1 » est masqué par les filtres.</translation>
        </message>
        <message>
            <location filename="../views/classification/classification_view.cpp" line="250" />
            <source>Show it</source>
            <translation>L’afficher</translation>
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
            <location filename="../views/collectives/collectives_view.cpp" line="62" />
            <source>%1 %2, record %3</source>
            <translation>%1 %2, enregistrement %3</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="87" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="87" />
            <source>⚠ rank %1</source>
            <translation>⚠ rang %1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="91" />
            <source>no dump</source>
            <translation>pas de vidage</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="93" />
            <source>enqueued #%1</source>
            <translation>mis en file #%1</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="95" />
            <source>completed #%1</source>
            <translation>terminé #%1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/collectives/collectives_view.cpp" line="97" />
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
            <location filename="../views/collectives/collectives_view.cpp" line="119" />
            <source>Process group</source>
            <translation>Groupe de processus</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="120" />
            <source>Collectives by rank</source>
            <translation>Collectives par rang</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="148" />
            <source>process group %1 (%2)%3</source>
            <translation>groupe de processus %1 (%2)%3</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="150" />
            <source> — blamed</source>
            <translation> — mis en cause</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="154" />
            <source>No Flight Recorder dumps in this bundle.</source>
            <translation>Aucun vidage du Flight Recorder dans ce bundle.</translation>
        </message>
        <message>
            <location filename="../views/collectives/collectives_view.cpp" line="155" />
            <source>Every rank arrived at every collective.</source>
            <translation>Chaque rang est arrivé à chaque collective.</translation>
        </message>
    </context>
    <context>
        <name>awv::EngineMessages</name>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="57" />
            <source> at %1</source>
            <translation> à %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="67" />
            <source> on %n other node(s)</source>
            <translation>
                <numerusform> sur %n autre nœud</numerusform>
                <numerusform> sur %n autres nœuds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="68" />
            <source>; %n later error(s)%1 followed as symptoms</source>
            <translation>
                <numerusform>; %n erreur ultérieure%1 suivie comme symptôme</numerusform>
                <numerusform>; %n erreurs ultérieures%1 suivies comme symptômes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="73" />
            <source>gpu_hardware</source>
            <comment>outcome in a sentence</comment>
            <translation>matériel GPU</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="74" />
            <source>gpu_software</source>
            <comment>outcome in a sentence</comment>
            <translation>logiciel GPU</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="75" />
            <source>network</source>
            <comment>outcome in a sentence</comment>
            <translation>réseau</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="76" />
            <source>storage</source>
            <comment>outcome in a sentence</comment>
            <translation>stockage</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="77" />
            <source>host</source>
            <comment>outcome in a sentence</comment>
            <translation>hôte</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="78" />
            <source>infrastructure</source>
            <comment>outcome in a sentence</comment>
            <translation>infrastructure</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="79" />
            <source>application</source>
            <comment>outcome in a sentence</comment>
            <translation>application</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="80" />
            <source>user</source>
            <comment>outcome in a sentence</comment>
            <translation>utilisateur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="81" />
            <source>hang</source>
            <comment>outcome in a sentence</comment>
            <translation>blocage</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="82" />
            <source>unknown</source>
            <comment>outcome in a sentence</comment>
            <translation>inconnu</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="86" />
            <source>extractor</source>
            <comment>rule phase in a sentence</comment>
            <translation>extracteur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="87" />
            <source>filter</source>
            <comment>rule phase in a sentence</comment>
            <translation>filtre</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="88" />
            <source>refiner</source>
            <comment>rule phase in a sentence</comment>
            <translation>affineur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="89" />
            <source>outcome</source>
            <comment>rule phase in a sentence</comment>
            <translation>issue</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="90" />
            <source>post_outcome</source>
            <comment>rule phase in a sentence</comment>
            <translation>post-issue</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="91" />
            <source>collector</source>
            <comment>rule phase in a sentence</comment>
            <translation>collecteur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="92" />
            <source>action</source>
            <comment>rule phase in a sentence</comment>
            <translation>action</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="96" />
            <source>root_cause</source>
            <comment>event class in a sentence</comment>
            <translation>cause première</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="97" />
            <source>contributing</source>
            <comment>event class in a sentence</comment>
            <translation>contributif</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="98" />
            <source>symptom</source>
            <comment>event class in a sentence</comment>
            <translation>symptôme</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="99" />
            <source>noise</source>
            <comment>event class in a sentence</comment>
            <translation>bruit</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="111" />
            <source>; %n later independent fault(s) contributed</source>
            <translation>
                <numerusform>; %n panne indépendante ultérieure y a contribué</numerusform>
                <numerusform>; %n pannes indépendantes ultérieures y ont contribué</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="112" />
            <source>%1%2 started the failure (%3)%4%5.</source>
            <translation>%1%2 a déclenché la panne (%3)%4%5.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="116" />
            <source>%1%2: every other rank waited for them (%3)%4.</source>
            <translation>%1%2 : tous les autres rangs les ont attendus (%3)%4.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="119" />
            <source>Broad event: %1 on %2 nodes within %3 s from %4; a shared %5 cause, so no single node is blamed.</source>
            <translation>Événement étendu : %1 sur %2 nœuds en %3 s à partir de %4 ; une cause commune (%5), aucun nœud n’est donc mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="123" />
            <source>%1 faults with no order between them (within the clock-skew tolerance, or timed only by an earlier line): %2; the evidence does not say which started the failure, so no node is blamed.</source>
            <translation>%1 pannes sans ordre entre elles (dans la tolérance de décalage d’horloge, ou datées seulement par une ligne antérieure) : %2 ; les preuves ne disent pas laquelle a déclenché la panne, aucun nœud n’est donc mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="128" />
            <source>Only generic errors (%1): not enough to blame a node.</source>
            <translation>Seulement des erreurs génériques (%1) : pas assez pour mettre un nœud en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="34" />
            <location filename="../views/common/engine_messages.cpp" line="130" />
            <location filename="../views/common/engine_messages.cpp" line="152" />
            <source>the job</source>
            <translation>la tâche</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="35" />
            <source>an unnamed node</source>
            <translation>un nœud sans nom</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="39" />
            <source> on %1</source>
            <comment>where a fault happened</comment>
            <translation> sur %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="40" />
            <source> seen from %1</source>
            <comment>a service's fault, from a node</comment>
            <translation> vu depuis %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="131" />
            <source>, %n node(s)</source>
            <translation>
                <numerusform>, %n nœud</numerusform>
                <numerusform>, %n nœuds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="133" />
            <source>A collective operation timed out (%1, first on %2%3%4) and nothing in the bundle explains why: a hang, no node blamed.</source>
            <translation>Une opération collective a expiré (%1, d’abord sur %2%3%4) et rien dans le paquet n’explique pourquoi : un blocage, aucun nœud mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="135" />
            <source>The network transport reported errors (%1, first on %2%3%4) and nothing in the bundle explains why: the network (a peer address names no node), no node blamed.</source>
            <translation>Le transport réseau a signalé des erreurs (%1, d’abord sur %2%3%4) et rien dans le paquet n’explique pourquoi : le réseau (une adresse de pair ne nomme aucun nœud), aucun nœud mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="143" />
            <source>its own lines stop%1, before the first error naming it</source>
            <translation>ses propres lignes s’arrêtent%1, avant la première erreur qui le nomme</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="144" />
            <source>the errors of %1 other nodes (%2) name it, and no other peer is named from more than one node</source>
            <translation>les erreurs de %1 autres nœuds (%2) le nomment, et aucun autre pair n’est nommé depuis plus d’un nœud</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="147" />
            <source>Transport errors (%1%2) point at peer %3%4: %5 (%6).</source>
            <translation>Des erreurs de transport (%1%2) désignent le pair %3%4 : %5 (%6).</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="153" />
            <source>The job's last traceback ends in %1%2 on %3%4, an exception no rule knows, and nothing on the nodes, the scheduler or the network came before it: the application's, no node blamed.</source>
            <translation>La dernière trace d’appels de la tâche se termine par %1%2 sur %3%4, une exception qu’aucune règle ne connaît, et rien sur les nœuds, l’ordonnanceur ou le réseau ne l’a précédée : la faute de l’application, aucun nœud mis en cause.</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="159" />
            <source>, %1 without a root candidate</source>
            <translation>, %1 sans candidat racine</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="160" />
            <source>No failure evidence: %n benign or everyday event(s)%1; nothing is blamed.</source>
            <translation>
                <numerusform>Aucune preuve de panne : %n événement bénin ou courant%1 ; rien n’est mis en cause.</numerusform>
                <numerusform>Aucune preuve de panne : %n événements bénins ou courants%1 ; rien n’est mis en cause.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="169" />
            <source>follows %1 on the same node</source>
            <translation>suit %1 sur le même nœud</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="171" />
            <source>follows %1 within %2 s</source>
            <translation>suit %1 à moins de %2 s</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="173" />
            <source>one burst of faults on %1; %2 is the most specific</source>
            <translation>une seule rafale de pannes sur %1 ; %2 est la plus précise</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="175" />
            <source>one scheduler record: %1</source>
            <translation>un seul enregistrement de l’ordonnanceur : %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="177" />
            <source>faults on %1 with no date; %2 is the most specific</source>
            <translation>pannes sans date sur %1 ; %2 est la plus précise</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="179" />
            <source>copies of %1 (same %2) on other nodes</source>
            <translation>copies de %1 (même %2) sur d’autres nœuds</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="181" />
            <source>a specific fault explains the failure: %1</source>
            <translation>une panne précise explique l’échec : %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="182" />
            <source>the scheduler reacted to %1</source>
            <translation>l’ordonnanceur a réagi à %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="183" />
            <source>the earliest fault is %1</source>
            <translation>la panne la plus ancienne est %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="184" />
            <source>candidates the outcome did not choose</source>
            <translation>candidats que l’issue n’a pas retenus</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="186" />
            <source>%1 on %2 nodes within %3 s (more than %4): a shared cause, not one node</source>
            <translation>%1 sur %2 nœuds en %3 s (plus de %4) : une cause commune, pas un nœud</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="189" />
            <source>one %1 fault reported by %2 sources; %3 stands for it</source>
            <translation>une seule panne %1 signalée par %2 sources ; %3 la représente</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="196" />
            <source>kernel logs</source>
            <translation>journaux noyau</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="197" />
            <source>metrics</source>
            <translation>métriques</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="198" />
            <source>the scheduler's record</source>
            <translation>l’enregistrement de l’ordonnanceur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="199" />
            <source>the job's output</source>
            <translation>la sortie du job</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="204" />
            <source>each node's kernel log over the job's window says whether a GPU (Xid), the memory (OOM killer, ECC) or the host failed; --node-command 'ssh {node} dmesg -T' where journalctl has no kernel log</source>
            <translation>le journal noyau de chaque nœud sur la fenêtre du job dit si un GPU (Xid), la mémoire (OOM killer, ECC) ou l’hôte a lâché ; --node-command 'ssh {node} dmesg -T' là où journalctl n’a pas de journal noyau</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="208" />
            <source>DCGM's Xid, ECC and temperature series and the hosts' InfiniBand and filesystem series</source>
            <translation>les séries Xid, ECC et température de DCGM et les séries InfiniBand et système de fichiers des hôtes</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="210" />
            <source>the job's final state (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, ...), its nodes and its window</source>
            <translation>l’état final du job (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, ...), ses nœuds et sa fenêtre</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="212" />
            <source>what the job printed (its errors, NCCL's); --slurm-job copies slurm-ID.out when it is readable where collect runs</source>
            <translation>ce que le job a affiché (ses erreurs, celles de NCCL) ; --slurm-job copie slurm-ID.out quand il est lisible là où collect s’exécute</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="226" />
            <source>DCGM: last Xid %2 on GPU %1</source>
            <translation>DCGM : dernier Xid %2 sur le GPU %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="227" />
            <source>DCGM: double-bit ECC errors rising on GPU %1</source>
            <translation>DCGM : erreurs ECC double bit en hausse sur le GPU %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="228" />
            <source>GPU %1 temperature %2 C</source>
            <translation>GPU %1 : température %2 °C</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="229" />
            <source>DCGM: row remapping failure on GPU %1</source>
            <translation>DCGM : échec du remappage de lignes sur le GPU %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="52" />
            <location filename="../views/common/engine_messages.cpp" line="244" />
            <source>%1 on %2 (#%3)</source>
            <translation>%1 sur %2 (#%3)</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="51" />
            <source>%1 (#%2)</source>
            <translation>%1 (#%2)</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="251" />
            <source>GPU %1 from %2</source>
            <translation>GPU %1, d’après %2</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="253" />
            <source>rank %1 = local rank %2 of %3 (one rank per GPU)</source>
            <translation>rang %1 = rang local %2 de %3 (un rang par GPU)</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="255" />
            <source>%1; %2</source>
            <comment>the two parts of a note</comment>
            <translation>%1 ; %2</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="262" />
            <source>outcome %1: the one root candidate left after the refiners is %2 (strength %3)</source>
            <translation>issue %1 : le seul candidat racine restant après les affineurs est %2 (force %3)</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="265" />
            <source>outcome %1: %2 root candidates are one finding about collective #%3: %4</source>
            <translation>issue %1 : %2 candidats racines sont un seul constat sur la collective n° %3 : %4</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="268" />
            <source>outcome %1: %2 root candidates are one finding of the hang analysis: %3</source>
            <translation>issue %1 : %2 candidats racines sont un seul constat de l’analyse du blocage : %3</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="271" />
            <source>root event %1%2, seen %n time(s)</source>
            <translation>
                <numerusform>événement racine %1%2, vu %n fois</numerusform>
                <numerusform>événement racine %1%2, vu %n fois</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="274" />
            <source> (%1 of them classed again by a later rule)</source>
            <translation> (dont %1 reclassés par une règle ultérieure)</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="276" />
            <source>%1 %2: %3 -&gt; %n event(s) classed %4%5</source>
            <translation>
                <numerusform>%1 %2 : %3 -&gt; %n événement classé %4%5</numerusform>
                <numerusform>%1 %2 : %3 -&gt; %n événements classés %4%5</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="280" />
            <source>the job %1</source>
            <translation>le job %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="281" />
            <source> ran on %n node(s) (%1)</source>
            <translation>
                <numerusform> a tourné sur %n nœud (%1)</numerusform>
                <numerusform> a tourné sur %n nœuds (%1)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="282" />
            <source> from %1 to %2</source>
            <translation> de %1 à %2</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="283" />
            <source>, as its scheduler recorded it</source>
            <translation>, selon l’enregistrement de son ordonnanceur</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="289" />
            <source>missing: %1; `attribution-cli collect %2` brings it: %3</source>
            <translation>manque : %1 ; `attribution-cli collect %2` l’apporte : %3</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="257" />
            <source>culprit %1</source>
            <translation>coupable %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="295" />
            <source>outcome %1: a fault of the job's own code, data or settings; %2 is where it showed, not a culprit</source>
            <translation>résultat %1 : une faute du code, des données ou des réglages du job lui-même ; %2 est l'endroit où elle s'est montrée, pas un coupable</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="298" />
            <source>also %1</source>
            <translation>aussi %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="300" />
            <source>broad event: %1 on %2 nodes (found by %3); outcome from its category, no culprit</source>
            <translation>événement étendu : %1 sur %2 nœuds (trouvé par %3) ; issue selon sa catégorie, pas de coupable</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="303" />
            <source>unknown: %1 root candidates remain: %2</source>
            <translation>inconnu : %1 candidats racines restent : %2</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="304" />
            <source>unknown: only generic errors remain: %1</source>
            <translation>inconnu : il ne reste que des erreurs génériques : %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="306" />
            <source>hang: A collective operation timed out on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>blocage : une opération collective a expiré sur %n nœud et aucun candidat racine</numerusform>
                <numerusform>blocage : une opération collective a expiré sur %n nœuds et aucun candidat racine</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="309" />
            <source>network: The network transport reported errors on %n node(s) and no root candidate</source>
            <translation>
                <numerusform>réseau : le transport réseau a signalé des erreurs sur %n nœud et aucun candidat racine</numerusform>
                <numerusform>réseau : le transport réseau a signalé des erreurs sur %n nœuds et aucun candidat racine</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="311" />
            <source>unknown: no root candidate and no collective timeout</source>
            <translation>inconnu : aucun candidat racine et aucune expiration de collective</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/common/engine_messages.cpp" line="313" />
            <source>peer %1 named by the errors of %n other node(s); not blamed: only a peer named from two nodes or more (and no other such peer), or whose own lines stop first, is the culprit</source>
            <translation>
                <numerusform>pair %1 nommé par les erreurs de %n autre nœud ; pas mis en cause : seul un pair nommé depuis deux nœuds ou plus (et aucun autre pair de ce genre), ou dont les propres lignes s’arrêtent en premier, est le coupable</numerusform>
                <numerusform>pair %1 nommé par les erreurs de %n autres nœuds ; pas mis en cause : seul un pair nommé depuis deux nœuds ou plus (et aucun autre pair de ce genre), ou dont les propres lignes s’arrêtent en premier, est le coupable</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="318" />
            <source>network: culprit %1, the peer of the transport errors: the errors of %2 other nodes (%3) name it, and no other peer is named from more than one node</source>
            <translation>réseau : coupable %1, le pair des erreurs de transport : les erreurs de %2 autres nœuds (%3) le nomment, et aucun autre pair n’est nommé depuis plus d’un nœud</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="322" />
            <source>network: culprit %1, the peer of the transport errors: its own lines stop%2, before the first error naming it</source>
            <translation>réseau : coupable %1, le pair des erreurs de transport : ses propres lignes s’arrêtent%2, avant la première erreur qui le nomme</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="326" />
            <source>address %1 is %2: %3:%4: %5</source>
            <translation>l’adresse %1 est %2 : %3:%4 : %5</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="329" />
            <source>not the application's alone: %1%2 (%3) %4</source>
            <translation>pas la faute de l’application seule : %1%2 (%3) %4</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="331" />
            <source>cannot be placed in time against the exception</source>
            <translation>ne peut pas être situé dans le temps par rapport à l’exception</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="332" />
            <source>came before it or with it</source>
            <translation>est venu avant elle ou avec elle</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="334" />
            <source>application: the last exception is %1, which no rule knows, and no node fault, scheduler kill or transport error came before it</source>
            <translation>application : la dernière exception est %1, qu’aucune règle ne connaît, et aucune panne de nœud, aucun arrêt par l’ordonnanceur ni aucune erreur de transport ne l’a précédée</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="337" />
            <source>raised at %1</source>
            <translation>levée à %1</translation>
        </message>
        <message>
            <location filename="../views/common/engine_messages.cpp" line="338" />
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
            <location filename="../views/common/event_class_legend.cpp" line="65" />
            <source>A bar runs from the first to the last line of an event seen more than once, in its class's colour</source>
            <translation>Une barre va de la première à la dernière ligne d’un événement vu plusieurs fois, dans la couleur de sa classe</translation>
        </message>
    </context>
    <context>
        <name>awv::EventClassNames</name>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="57" />
            <location filename="../views/common/event_class_style.cpp" line="67" />
            <source>Root cause</source>
            <translation>Cause première</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="58" />
            <location filename="../views/common/event_class_style.cpp" line="68" />
            <source>Contributing</source>
            <translation>Contributif</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="59" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="60" />
            <location filename="../views/common/event_class_style.cpp" line="70" />
            <source>Noise</source>
            <translation>Bruit</translation>
        </message>
        <message>
            <location filename="../views/common/event_class_style.cpp" line="69" />
            <source>Symptoms</source>
            <translation>Symptômes</translation>
        </message>
    </context>
    <context>
        <name>awv::FindingMarkdown</name>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="25" />
            <source>node %1</source>
            <translation>nœud %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="26" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="27" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="28" />
            <source>Where: %1</source>
            <translation>Où : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="33" />
            <source> (first of %L1 lines, last at %2)</source>
            <translation> (première de %L1 lignes, dernière à %2)</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="36" />
            <source>When: %1</source>
            <translation>Quand : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="38" />
            <source>Lines: %L1</source>
            <translation>Lignes : %L1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="41" />
            <source>Found by rule `%1`; classed by `%2`</source>
            <translation>Trouvé par la règle `%1` ; classé par `%2`</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="42" />
            <source>Why: %1</source>
            <translation>Pourquoi : %1</translation>
        </message>
        <message>
            <location filename="../views/common/finding_markdown.cpp" line="44" />
            <source>Evidence:</source>
            <translation>Preuves :</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetJobsModel</name>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="28" />
            <source>Could not be read</source>
            <translation>Illisible</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="88" />
            <source>Ended (UTC)</source>
            <translation>Fin (UTC)</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="89" />
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="90" />
            <source>Outcome</source>
            <translation>Issue</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="91" />
            <source>Culprit</source>
            <translation>Coupable</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="92" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="93" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="94" />
            <source>Confidence</source>
            <translation>Confiance</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="95" />
            <source>Bundle</source>
            <translation>Bundle</translation>
        </message>
    </context>
    <context>
        <name>awv::FleetOffendersModel</name>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="130" />
            <source>Blamed in two or more jobs within the repeat window: drain and service it rather than reset it</source>
            <translation>Mis en cause dans au moins deux jobs à l’intérieur de la fenêtre de répétition : le drainer et le faire réparer plutôt que le réinitialiser</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="147" />
            <source>whole node</source>
            <translation>nœud entier</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="152" />
            <source>⚠ repeat offender</source>
            <translation>⚠ récidiviste</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="160" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="161" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="162" />
            <source>Jobs blamed</source>
            <translation>Jobs mis en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="163" />
            <source>Last blamed</source>
            <translation>Dernière mise en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="164" />
            <source>First blamed</source>
            <translation>Première mise en cause</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="165" />
            <source>For what</source>
            <translation>Pour quoi</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_models.cpp" line="166" />
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
            <location filename="../views/fleet/fleet_view.cpp" line="169" />
            <source>Reading %1…</source>
            <translation>Lecture de %1…</translation>
        </message>
        <message>
            <location filename="../views/fleet/fleet_view.cpp" line="184" />
            <source>Could not read the fleet store: %1</source>
            <translation>Impossible de lire la base de parc : %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="202" />
            <source>%L1 of %Ln job(s) shown</source>
            <translation>
                <numerusform>%L1 job affiché sur %Ln</numerusform>
                <numerusform>%L1 jobs affichés sur %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/fleet/fleet_view.cpp" line="203" />
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
            <location filename="../views/logs/log_pane.cpp" line="27" />
            <source>The file shown in this pane</source>
            <translation>Le fichier affiché dans ce volet</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="28" />
            <source>File shown</source>
            <translation>Fichier affiché</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="290" />
            <source>Job and cluster</source>
            <translation>Tâche et grappe</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="350" />
            <location filename="../views/logs/log_pane.cpp" line="574" />
            <source>Merged by time: %n file(s)</source>
            <translation>
                <numerusform>Fusionné par heure : %n fichier</numerusform>
                <numerusform>Fusionné par heure : %n fichiers</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="575" />
            <source> (merging…)</source>
            <translation> (fusion…)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="576" />
            <source> (≥: a line with no time of its own, placed after the line before it)</source>
            <translation> (≥ : une ligne sans heure propre, placée après la ligne qui la précède)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="580" />
            <source> — %L1 of %L2 lines shown (filtered)</source>
            <translation> — %L1 lignes sur %L2 affichées (filtrées)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="581" />
            <source> — %L1 lines</source>
            <translation> — %L1 lignes</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="582" />
            <source> (filtering…)</source>
            <translation> (filtrage…)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="583" />
            <source> (indexing…)</source>
            <translation> (indexation…)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="584" />
            <source> — line %L1</source>
            <translation> — ligne %L1</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="585" />
            <source> — line %L1 is hidden by the filter</source>
            <translation> — la ligne %L1 est masquée par le filtre</translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="587" />
            <source> — searching…</source>
            <translation> — recherche…</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/log_pane.cpp" line="589" />
            <source> — %Ln matching line(s)</source>
            <translation>
                <numerusform> — %Ln ligne correspondante</numerusform>
                <numerusform> — %Ln lignes correspondantes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/log_pane.cpp" line="591" />
            <source> (searching… %1%, Esc stops)</source>
            <translation> (recherche… %1 %, Échap l’arrête)</translation>
        </message>
    </context>
    <context>
        <name>awv::LogView</name>
        <message>
            <location filename="../views/logs/log_line_text.cpp" line="91" />
            <source>  … [line clipped, %1 more bytes]</source>
            <translation>  … [ligne tronquée, %1 octets de plus]</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="142" />
            <source>Find…</source>
            <translation>Rechercher…</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="146" />
            <source>Next match</source>
            <translation>Occurrence suivante</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="148" />
            <source>Previous match</source>
            <translation>Occurrence précédente</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="149" />
            <source>Next rule hit</source>
            <translation>Correspondance de règle suivante</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="150" />
            <source>Previous rule hit</source>
            <translation>Correspondance de règle précédente</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="160" />
            <source>Side by side</source>
            <translation>Côte à côte</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="164" />
            <source>Copy with file:line</source>
            <translation>Copier avec fichier:ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="162" />
            <source>&amp;Copy</source>
            <translation>&amp;Copier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="151" />
            <source>Go to line or time…</source>
            <translation>Aller à la ligne ou à l’heure…</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="153" />
            <source>Toggle bookmark</source>
            <translation>Basculer le signet</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="154" />
            <source>Next bookmark</source>
            <translation>Signet suivant</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="156" />
            <source>Previous bookmark</source>
            <translation>Signet précédent</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="157" />
            <source>Bookmark the current line, or remove its bookmark (Ctrl+B)</source>
            <translation>Marquer la ligne courante d’un signet, ou retirer son signet (Ctrl+B)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="158" />
            <source>Next bookmark, in this file or the next one (F2)</source>
            <translation>Signet suivant, dans ce fichier ou le suivant (F2)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="159" />
            <source>Previous bookmark, in this file or an earlier one (Shift+F2)</source>
            <translation>Signet précédent, dans ce fichier ou un précédent (Maj+F2)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="163" />
            <source>Copy &amp;line</source>
            <translation>Copier la &amp;ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="166" />
            <source>Copy finding as &amp;Markdown</source>
            <translation>Copier la constatation en &amp;Markdown</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="167" />
            <source>Wrap long lines</source>
            <translation>Renvoyer les longues lignes à la ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="171" />
            <source>All files</source>
            <translation>Tous les fichiers</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="178" />
            <source>Search every file of the bundle (Enter in the search box, Ctrl+Shift+F); the matches are listed by node and file</source>
            <translation>Chercher dans tous les fichiers du paquet (Entrée dans la zone de recherche, Ctrl+Maj+F) ; les correspondances sont listées par nœud et par fichier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="180" />
            <source>Copy the selected lines, each after its file and line number</source>
            <translation>Copier les lignes sélectionnées, chacune après son fichier et son numéro de ligne</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="181" />
            <source>Copy the event a rule found on this line, with its evidence and reason, as Markdown</source>
            <translation>Copier en Markdown l’événement qu’une règle a trouvé sur cette ligne, avec ses preuves et sa raison</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="182" />
            <source>Wrap lines longer than the pane instead of scrolling sideways (Alt+Z)</source>
            <translation>Renvoyer à la ligne les lignes plus larges que le panneau au lieu de défiler de côté (Alt+Z)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="188" />
            <source>Previous line matching the search (Ctrl+Shift+N)</source>
            <translation>Ligne précédente qui correspond à la recherche (Ctrl+Maj+N)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="189" />
            <source>Next line matching the search (Ctrl+N)</source>
            <translation>Ligne suivante qui correspond à la recherche (Ctrl+N)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="191" />
            <source>Next line a rule matched (F3); while the matches in every file are listed, the next of those</source>
            <translation>Ligne suivante reconnue par une règle (F3) ; quand les correspondances dans tous les fichiers sont listées, la suivante d’entre elles</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="192" />
            <source>Previous line a rule matched (Shift+F3); while the matches in every file are listed, the previous of those</source>
            <translation>Ligne précédente reconnue par une règle (Maj+F3) ; quand les correspondances dans tous les fichiers sont listées, la précédente d’entre elles</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="194" />
            <source>Show a second file next to this one</source>
            <translation>Afficher un second fichier à côté de celui-ci</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="198" />
            <source>Search (regular expression)</source>
            <translation>Rechercher (expression régulière)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="199" />
            <source>Search the raw log</source>
            <translation>Rechercher dans le journal brut</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="202" />
            <source>Match case</source>
            <translation>Respecter la casse</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="228" />
            <source>Merge by time</source>
            <translation>Fusionner par heure</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="229" />
            <source>Interleave the lines of several nodes' files by their times</source>
            <translation>Entrelacer par heure les lignes des fichiers de plusieurs nœuds</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="236" />
            <source>Bookmarks</source>
            <translation>Signets</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="237" />
            <source>The bookmarked lines of every file; Ctrl+B marks the current line</source>
            <translation>Les lignes marquées d’un signet dans tous les fichiers ; Ctrl+B marque la ligne courante</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="248" />
            <source>Show (regex)</source>
            <translation>Afficher (regex)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="249" />
            <source>Show only the lines matching this regular expression</source>
            <translation>N’afficher que les lignes qui correspondent à cette expression régulière</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="250" />
            <source>Show only lines matching</source>
            <translation>N’afficher que les lignes qui correspondent</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="252" />
            <source>Hide (regex)</source>
            <translation>Masquer (regex)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="253" />
            <source>Hide the lines matching this regular expression</source>
            <translation>Masquer les lignes qui correspondent à cette expression régulière</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="254" />
            <source>Hide lines matching</source>
            <translation>Masquer les lignes qui correspondent</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="262" />
            <source>Lowest level shown</source>
            <translation>Niveau le plus bas affiché</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="263" />
            <source>Hide lines below a level (the level word near the start of the line)</source>
            <translation>Masquer les lignes sous un niveau (le mot de niveau près du début de la ligne)</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="264" />
            <source>All levels</source>
            <translation>Tous niveaux</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="265" />
            <source>Info and above</source>
            <translation>Info et plus</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="266" />
            <source>Warnings and errors</source>
            <translation>Avertissements et erreurs</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="267" />
            <source>Errors only</source>
            <translation>Erreurs seules</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="270" />
            <source>Hide benign and everyday lines</source>
            <translation>Masquer les lignes bénignes et courantes</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="272" />
            <source>Hide the lines whose every rule hit the analysis classed noise: printed by healthy jobs</source>
            <translation>Masquer les lignes dont chaque correspondance de règle est classée bruit par l’analyse : affichées par des jobs sains</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="358" />
            <source>Clear bookmarks</source>
            <translation>Effacer les signets</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="518" />
            <source>Files of %1</source>
            <translation>Fichiers de %1</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="521" />
            <source>Back to single file</source>
            <translation>Revenir à un seul fichier</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="527" />
            <source>All nodes</source>
            <translation>Tous nœuds</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="611" />
            <source>Go to line or time</source>
            <translation>Aller à la ligne ou à l’heure</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="612" />
            <source>Line (1–%L1), or a UTC time such as 08:01:02 or 2026-12-02 08:01:02:</source>
            <translation>Ligne (1–%L1), ou une heure UTC comme 08:01:02 ou 2026-12-02 08:01:02 :</translation>
        </message>
        <message>
            <location filename="../views/logs/log_view.cpp" line="614" />
            <source>“%1” is neither a line nor a time of this log.</source>
            <translation>« %1 » n’est ni une ligne ni une heure de ce journal.</translation>
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
            <location filename="../views/rules/make_rule_dialog.cpp" line="238" />
            <source> in %n file(s).</source>
            <translation>
                <numerusform> dans %n fichier.</numerusform>
                <numerusform> dans %n fichiers.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="250" />
            <source>Verdict with this rule: %1%2 (now: %3). %4</source>
            <translation>Verdict avec cette règle : %1%2 (actuellement : %3). %4</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="262" />
            <source>Wait for the preview: the rule is saved once it loads.</source>
            <translation>Attendez l’aperçu : la règle est enregistrée une fois chargée.</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="268" />
            <source>Cannot save to the user rule folder: %1</source>
            <translation>Impossible d’enregistrer dans le dossier de règles de l’utilisateur : %1</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="274" />
            <source>%1 exists already: choose another id.</source>
            <translation>%1 existe déjà : choisissez un autre identifiant.</translation>
        </message>
        <message>
            <location filename="../views/rules/make_rule_dialog.cpp" line="281" />
            <source>Cannot save %1: %2</source>
            <translation>Impossible d’enregistrer %1 : %2</translation>
        </message>
    </context>
    <context>
        <name>awv::MetricsChart</name>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="43" />
            <source>Xid errors (last Xid code)</source>
            <translation>Erreurs Xid (dernier code Xid)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="44" />
            <source>GPU temperature (°C)</source>
            <translation>Température du GPU (°C)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="45" />
            <source>ECC errors</source>
            <translation>Erreurs ECC</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="46" />
            <source>Power (W)</source>
            <translation>Puissance (W)</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="103" />
            <location filename="../views/sources/metrics_chart.cpp" line="251" />
            <source>Select a node or an event to see its metrics.</source>
            <translation>Sélectionnez un nœud ou un événement pour voir ses métriques.</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="250" />
            <source>Metrics</source>
            <translation>Métriques</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="258" />
            <source>Metrics of %1, GPU %2</source>
            <translation>Métriques de %1, GPU %2</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="258" />
            <source>Metrics of %1</source>
            <translation>Métriques de %1</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="276" />
            <source>No metric series for %1 in this bundle.</source>
            <translation>Aucune série de métriques pour %1 dans ce bundle.</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="307" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/sources/metrics_chart.cpp" line="307" />
            <source>node</source>
            <translation>nœud</translation>
        </message>
    </context>
    <context>
        <name>awv::NodesView</name>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="29" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="30" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="31" />
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="56" />
            <source>Filter nodes and files…</source>
            <translation>Filtrer les nœuds et les fichiers…</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="57" />
            <source>Filter nodes and files</source>
            <translation>Filtrer les nœuds et les fichiers</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="58" />
            <source>Nodes and their files</source>
            <translation>Nœuds et leurs fichiers</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="61" />
            <source>Node / file</source>
            <translation>Nœud / fichier</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="62" />
            <source>Lines</source>
            <translation>Lignes</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="127" />
            <source>ranks %1</source>
            <translation>rangs %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="128" />
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPU</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="140" />
            <source>%1 (also: %2)</source>
            <translation>%1 (aussi : %2)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="147" />
            <source>%1 — the culprit named by the verdict</source>
            <translation>%1 — le coupable désigné par le verdict</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="159" />
            <source>last line %1</source>
            <translation>dernière ligne %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="160" />
            <source>progress %1</source>
            <translation>progression %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="163" />
            <source>The last line any of its files wrote, and its last training step (%Ln step line(s))</source>
            <translation>
                <numerusform>La dernière ligne écrite par l’un de ses fichiers, et sa dernière étape d’entraînement (%Ln ligne d’étape)</numerusform>
                <numerusform>La dernière ligne écrite par l’un de ses fichiers, et sa dernière étape d’entraînement (%Ln lignes d’étape)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="61" />
            <source>Health / kind</source>
            <translation>État / type</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="62" />
            <source>Last line / time span (UTC)</source>
            <translation>Dernière ligne / période (UTC)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="62" />
            <source>Ranks · GPUs · pods / format</source>
            <translation>Rangs · GPU · pods / format</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="68" />
            <source>%1: the node's events of this class</source>
            <translation>%1 : les événements du nœud de cette classe</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="136" />
            <source>%1 (pod %2)</source>
            <translation>
                <numerusform>%1 (pod %2)</numerusform>
                <numerusform>%1 (pods %2)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="154" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="167" />
            <source>silent %1 early</source>
            <translation>silencieux %1 plus tôt</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="168" />
            <source>%1 stopped %2 before the others' last %3: a node that stops while the others wait on it is the usual culprit of a hang</source>
            <translation>%1 s’est arrêté %2 avant la dernière %3 des autres : un nœud qui s’arrête pendant que les autres l’attendent est le coupable habituel d’un blocage</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="171" />
            <source>training step</source>
            <translation>étape d’entraînement</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="171" />
            <source>line</source>
            <translation>ligne</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="172" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="175" />
            <source>nothing at fault</source>
            <translation>rien à la panne</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="176" />
            <source>%1 wrote its last line before the first fault while most nodes wrote on: its logs cannot say what it did then</source>
            <translation>%1 a écrit sa dernière ligne avant la première panne alors que la plupart des nœuds écrivaient encore : ses journaux ne peuvent pas dire ce qu’il faisait alors</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="197" />
            <source>and %n more</source>
            <translation>
                <numerusform>et %n autre</numerusform>
                <numerusform>et %n autres</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="200" />
            <source>Went silent before the others: %1</source>
            <translation>Silencieux avant les autres : %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="201" />
            <source>Nothing at the first fault: %1</source>
            <translation>Rien à la première panne : %1</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="205" />
            <source>Whole job</source>
            <translation>Toute la tâche</translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="206" />
            <source>Sources that belong to no single node: scheduler, cloud, metrics, manifest</source>
            <translation>Sources qui n'appartiennent à aucun nœud : ordonnanceur, cloud, métriques, manifeste</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/nodes_view.cpp" line="223" />
            <source>%Ln line(s), %1 without a time of their own</source>
            <translation>
                <numerusform>%Ln ligne, %1 sans heure propre</numerusform>
                <numerusform>%Ln lignes, %1 sans heure propre</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/sources/nodes_view.cpp" line="227" />
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
            <location filename="../views/sources/problems_view.cpp" line="116" />
            <source>(bundle)</source>
            <translation>(bundle)</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="144" />
            <source>Loader</source>
            <translation>Chargeur</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="149" />
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="167" />
            <source>No bundle loaded.</source>
            <translation>Aucun bundle chargé.</translation>
        </message>
        <message>
            <location filename="../views/sources/problems_view.cpp" line="169" />
            <source>Every file of the bundle was read without problems.</source>
            <translation>Tous les fichiers du bundle ont été lus sans problème.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="171" />
            <source>%1 of %n problem(s) shown</source>
            <translation>
                <numerusform>%1 problème affiché sur %n</numerusform>
                <numerusform>%1 problèmes affichés sur %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/sources/problems_view.cpp" line="173" />
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
            <location filename="../views/provenance/provenance_scene.cpp" line="150" />
            <source>raw line(s)</source>
            <translation>
                <numerusform>ligne brute</numerusform>
                <numerusform>lignes brutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="151" />
            <source>event(s)</source>
            <translation>
                <numerusform>événement</numerusform>
                <numerusform>événements</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_scene.cpp" line="152" />
            <source>decision(s)</source>
            <translation>
                <numerusform>décision</numerusform>
                <numerusform>décisions</numerusform>
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
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="322" />
            <source>NOT DRAWN</source>
            <translation>NON DESSINÉ</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="323" />
            <source>+ %1 more %2</source>
            <translation>+ %1 %2 de plus</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="325" />
            <source>Large graph: only the chain of reasons and its neighbours are drawn.</source>
            <translation>Grand graphe : seuls la chaîne de raisons et ses voisins sont dessinés.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="336" />
            <source>%1:%2</source>
            <translation>%1:%2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="336" />
            <source>RAW LINE</source>
            <translation>LIGNE BRUTE</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="376" />
            <source>%1 · GROUP</source>
            <translation>%1 · GROUPE</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="376" />
            <source>EVENT GROUP</source>
            <translation>GROUPE D'ÉVÉNEMENTS</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="379" />
            <source>matched by %1</source>
            <translation>reconnu par %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="390" />
            <source> · SUPPRESSED</source>
            <translation> · SUPPRIMÉ</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="391" />
            <source>×%1</source>
            <translation>×%1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="393" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="394" />
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="395" />
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="402" />
            <source>EVENT</source>
            <translation>ÉVÉNEMENT</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="412" />
            <source>DECISION · %1</source>
            <translation>DÉCISION · %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="421" />
            <source>VERDICT</source>
            <translation>VERDICT</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="422" />
            <source>%1 confidence</source>
            <translation>confiance %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="427" />
            <source>no culprit node</source>
            <translation>aucun nœud coupable</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="427" />
            <source>culprit: %1</source>
            <translation>coupable : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_scene.cpp" line="428" />
            <source> · GPU %1</source>
            <translation> · GPU %1</translation>
        </message>
    </context>
    <context>
        <name>awv::ProvenanceView</name>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="153" />
            <source>Previous Step</source>
            <translation>Étape précédente</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="155" />
            <source>Step back towards the verdict (Shift+F8)</source>
            <translation>Revenir vers le verdict (Maj+F8)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="156" />
            <source>Next Step</source>
            <translation>Étape suivante</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="158" />
            <source>Step along the chain of reasons, from the verdict to the raw line (F8)</source>
            <translation>Suivre la chaîne de raisons, du verdict jusqu'à la ligne brute (F8)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="159" />
            <source>Zoom Out</source>
            <translation>Zoom arrière</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="161" />
            <source>Zoom In</source>
            <translation>Zoom avant</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="163" />
            <source>Fit to View</source>
            <translation>Ajuster à la vue</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="263" />
            <source>Laying out %n node(s)…</source>
            <translation>
                <numerusform>Disposition de %n nœud…</numerusform>
                <numerusform>Disposition de %n nœuds…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="281" />
            <source>The graph could not be laid out.</source>
            <translation>Le graphe n'a pas pu être disposé.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="283" />
            <source>%1 of %2 nodes drawn, the rest summarised</source>
            <translation>%1 nœuds dessinés sur %2, le reste résumé</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="287" />
            <source>%n node(s)</source>
            <translation>
                <numerusform>%n nœud</numerusform>
                <numerusform>%n nœuds</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="391" />
            <source>&lt;p&gt;Event #%1%2 has no node in the provenance graph.&lt;/p&gt;</source>
            <translation>&lt;p&gt;L'événement n°%1%2 n'a pas de nœud dans le graphe de provenance.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="463" />
            <source>No chain of reasons</source>
            <translation>Aucune chaîne de raisons</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/provenance/provenance_view.cpp" line="464" />
            <source>%n step(s): press F8 to walk</source>
            <translation>
                <numerusform>%n étape : appuyez sur F8 pour la parcourir</numerusform>
                <numerusform>%n étapes : appuyez sur F8 pour les parcourir</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="468" />
            <source>Not a step of the chain (F8 goes on from step %1 of %2)</source>
            <translation>Pas une étape de la chaîne (F8 reprend à l’étape %1 sur %2)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="469" />
            <location filename="../views/provenance/provenance_view.cpp" line="482" />
            <source>Step %1 of %2</source>
            <translation>Étape %1 sur %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="476" />
            <source>No bundle is open.</source>
            <translation>Aucun bundle n'est ouvert.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="486" />
            <source>&lt;h3&gt;Nodes not drawn&lt;/h3&gt;&lt;p&gt;This provenance graph has %1 nodes; %2 are folded into summary nodes so that it stays readable and fast. The chain of reasons and its neighbours are always drawn.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Nœuds non dessinés&lt;/h3&gt;&lt;p&gt;Ce graphe de provenance compte %1 nœuds ; %2 sont regroupés dans des nœuds de synthèse pour qu'il reste lisible et rapide. La chaîne de raisons et ses voisins sont toujours dessinés.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="494" />
            <location filename="../views/provenance/provenance_view.cpp" line="507" />
            <source>Verdict: %1</source>
            <translation>Verdict : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="496" />
            <source>Raw lines are on the left, the verdict on the right. Press F8 (Next Step) to walk from the verdict back to the raw line that proves it; click a node to see it in the other views.</source>
            <translation>Les lignes brutes sont à gauche, le verdict à droite. Appuyez sur F8 (Étape suivante) pour remonter du verdict jusqu'à la ligne brute qui le prouve ; cliquez sur un nœud pour le voir dans les autres vues.</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="510" />
            <source>Culprit</source>
            <translation>Coupable</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="510" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="511" />
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="512" />
            <source>Confidence</source>
            <translation>Confiance</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="513" />
            <location filename="../views/provenance/provenance_view.cpp" line="519" />
            <location filename="../views/provenance/provenance_view.cpp" line="543" />
            <location filename="../views/provenance/provenance_view.cpp" line="554" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="514" />
            <location filename="../views/provenance/provenance_view.cpp" line="520" />
            <location filename="../views/provenance/provenance_view.cpp" line="544" />
            <location filename="../views/provenance/provenance_view.cpp" line="555" />
            <source>Reason</source>
            <translation>Raison</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="518" />
            <source>Decision: %1</source>
            <translation>Décision : %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="522" />
            <source>About</source>
            <translation>À propos</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="522" />
            <location filename="../views/provenance/provenance_view.cpp" line="567" />
            <source>event #%1: %2</source>
            <translation>événement n°%1 : %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="530" />
            <location filename="../views/provenance/provenance_view.cpp" line="540" />
            <source>Class</source>
            <translation>Classe</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="533" />
            <location filename="../views/provenance/provenance_view.cpp" line="552" />
            <location filename="../views/provenance/provenance_view.cpp" line="564" />
            <source>Matched by</source>
            <translation>Reconnu par</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="534" />
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="542" />
            <source> (suppressed)</source>
            <translation> (supprimé)</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="545" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="546" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="547" />
            <source>, GPU %1</source>
            <translation>, GPU %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="548" />
            <source>, rank %1</source>
            <translation>, rang %1</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="549" />
            <source>Where</source>
            <translation>Où</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="550" />
            <source>First seen</source>
            <translation>Vu pour la première fois</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="551" />
            <source>Occurrences</source>
            <translation>Occurrences</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="560" />
            <source>Raw line</source>
            <translation>Ligne brute</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="563" />
            <source>Location</source>
            <translation>Emplacement</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="563" />
            <source>%1, line %2</source>
            <translation>%1, ligne %2</translation>
        </message>
        <message>
            <location filename="../views/provenance/provenance_view.cpp" line="567" />
            <source>Evidence of</source>
            <translation>Preuve de</translation>
        </message>
    </context>
    <context>
        <name>awv::RangeChip</name>
        <message>
            <location filename="../views/common/range_chip.cpp" line="19" />
            <source>Only this time range is shown in the events, the logs, the search and the export. Click to show all times.</source>
            <translation>Seule cette plage de temps est montrée dans les événements, les journaux, la recherche et l’export. Cliquez pour tout afficher.</translation>
        </message>
        <message>
            <location filename="../views/common/range_chip.cpp" line="27" />
            <source>Range: %1 ✕</source>
            <translation>Plage : %1 ✕</translation>
        </message>
        <message>
            <location filename="../views/common/range_chip.cpp" line="28" />
            <source>Time range %1; press to clear it</source>
            <translation>Plage de temps %1 ; appuyez pour l’effacer</translation>
        </message>
    </context>
    <context>
        <name>awv::ReportDialog</name>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="76" />
            <location filename="../views/report/report_dialog.cpp" line="403" />
            <location filename="../views/report/report_dialog.cpp" line="404" />
            <location filename="../views/report/report_dialog.cpp" line="412" />
            <source>Export report</source>
            <translation>Exporter un rapport</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="98" />
            <source>A note for the reader: what was done, tickets, next steps…</source>
            <translation>Une note pour le lecteur : ce qui a été fait, tickets, prochaines étapes…</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="103" />
            <source>Event</source>
            <translation>Événement</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="103" />
            <source>Class</source>
            <translation>Classe</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="103" />
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="103" />
            <source>Symptom</source>
            <translation>Symptôme</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="103" />
            <source>First time</source>
            <translation>Première occurrence</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="108" />
            <source>Root cause and contributing</source>
            <translation>Cause première et contributifs</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="109" />
            <source>Include the evidence of the root cause and contributing events only</source>
            <translation>N'inclure que les preuves de la cause première et des événements contributifs</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="110" />
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="59" />
            <source>HTML (self-contained)</source>
            <translation>HTML (autonome)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="49" />
            <source>HTML</source>
            <translation>HTML</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="50" />
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="51" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="52" />
            <source>JSON</source>
            <translation>JSON</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="144" />
            <source>&amp;Note:</source>
            <translation>&amp;Note :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="147" />
            <source>Evidence to include:</source>
            <translation>Preuves à inclure :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="155" />
            <source>Context &amp;lines:</source>
            <translation>&amp;Lignes de contexte :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="156" />
            <source>&amp;Format:</source>
            <translation>&amp;Format :</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="166" />
            <source>&amp;Export…</source>
            <translation>&amp;Exporter…</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="222" />
            <source>(job)</source>
            <translation>(tâche)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="227" />
            <source>This event has no raw evidence to excerpt</source>
            <translation>Cet événement n'a pas de preuve brute à citer</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="238" />
            <source>The notes database could not be opened: the note will be in the report but not kept for next time.</source>
            <translation>La base des notes n'a pas pu être ouverte : la note figurera dans le rapport mais ne sera pas conservée.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="265" />
            <source>Note saved %1 restored.</source>
            <translation>Note enregistrée %1 restaurée.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="248" />
            <source>The saved note could not be read: %1</source>
            <translation>La note enregistrée n'a pas pu être lue : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="342" />
            <source>Only the events in the time range %1 are listed.</source>
            <translation>Seuls les événements de la plage de temps %1 sont listés.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="368" />
            <source>The note could not be saved: %1</source>
            <translation>La note n'a pas pu être enregistrée : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="373" />
            <source>No bundle is open.</source>
            <translation>Aucun bundle n'est ouvert.</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="378" />
            <source>Export failed: %1</source>
            <translation>Échec de l'export : %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="381" />
            <source>Exported to %1</source>
            <translation>Exporté vers %1</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="401" />
            <source>%1 report (*%2)</source>
            <translation>Rapport %1 (*%2)</translation>
        </message>
        <message>
            <location filename="../views/report/report_dialog.cpp" line="413" />
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
            <location filename="../views/rules/rules_model.cpp" line="99" />
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="100" />
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="101" />
            <source>Hits</source>
            <translation>Occurrences</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_model.cpp" line="102" />
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
            <location filename="../views/rules/rules_view.cpp" line="177" />
            <source>&lt;i&gt;No rule selected&lt;/i&gt;</source>
            <translation>&lt;i&gt;Aucune règle sélectionnée&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="179" />
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="182" />
            <source>&lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style='color:gray'&gt;(%3)&lt;/span&gt;</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; — %2 &lt;span style='color:gray'&gt;(%3)&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="../views/rules/rules_view.cpp" line="193" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/rules/rules_view.cpp" line="200" />
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
            <location filename="../views/logs/search_results_view.cpp" line="204" />
            <source>Job and cluster</source>
            <translation>Tâche et grappe</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="248" />
            <source>%L1: %2</source>
            <translation>%L1 : %2</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="256" />
            <source>… %L1 more: open the file and use F3</source>
            <translation>… %L1 de plus : ouvrez le fichier et utilisez F3</translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="269" />
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="277" />
            <source>%Ln matching line(s)</source>
            <translation>
                <numerusform>%Ln ligne correspondante</numerusform>
                <numerusform>%Ln lignes correspondantes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/logs/search_results_view.cpp" line="278" />
            <source>%1 in %Ln file(s)</source>
            <translation>
                <numerusform>%1 dans %Ln fichier</numerusform>
                <numerusform>%1 dans %Ln fichiers</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/logs/search_results_view.cpp" line="281" />
            <source> — searching… %L1 of %L2 files (Esc stops)</source>
            <translation> — recherche… %L1 fichiers sur %L2 (Échap l’arrête)</translation>
        </message>
    </context>
    <context>
        <name>awv::TimelineView</name>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="188" />
            <location filename="../views/timeline/timeline_view.cpp" line="232" />
            <location filename="../views/timeline/timeline_view.cpp" line="918" />
            <source>job</source>
            <translation>tâche</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="248" />
            <source>%1* (%n nodes)</source>
            <translation>
                <numerusform>%1* (%n nœud)</numerusform>
                <numerusform>%1* (%n nœuds)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="259" />
            <source>%1 – %2 (%n nodes)</source>
            <translation>
                <numerusform>%1 – %2 (%n nœud)</numerusform>
                <numerusform>%1 – %2 (%n nœuds)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="413" />
            <source>UTC</source>
            <translation>UTC</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="284" />
            <location filename="../views/timeline/timeline_view.cpp" line="415" />
            <source>from first fault</source>
            <translation>depuis la première panne</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="105" />
            <source>Fit all events</source>
            <translation>Ajuster à tous les événements</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="108" />
            <source>Zoom to incident</source>
            <translation>Zoomer sur l’incident</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="110" />
            <source>From a little before the first fault to its last consequence</source>
            <translation>D’un peu avant la première panne jusqu’à sa dernière conséquence</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="138" />
            <source>No times in this bundle: none of its lines or records carries a time the loader could read, so nothing can be placed on a time axis. Its events are in the Classification view, and every line in the raw logs.</source>
            <translation>Aucune heure dans ce bundle : aucune de ses lignes ni aucun de ses enregistrements ne porte une heure que le chargeur sait lire, rien ne peut donc être placé sur un axe du temps. Ses événements sont dans la vue Classification, et chaque ligne dans les journaux bruts.</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="151" />
            <source>%1 went silent: its logs stop well before the others'</source>
            <translation>%1 s’est tu : ses journaux s’arrêtent bien avant ceux des autres</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="152" />
            <source>%1 wrote nothing at the first fault: its logs stop before it</source>
            <translation>%1 n’a rien écrit à la première panne : ses journaux s’arrêtent avant elle</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="274" />
            <source>%n silent</source>
            <translation>
                <numerusform>%n silencieux</numerusform>
                <numerusform>%n silencieux</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="415" />
            <source>from first event</source>
            <translation>depuis le premier événement</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="656" />
            <source>first fault</source>
            <translation>première panne</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="768" />
            <source>Symptom: %1</source>
            <translation>Symptôme : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="769" />
            <source>Node: %1</source>
            <translation>Nœud : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="769" />
            <source>(job)</source>
            <translation>(tâche)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="770" />
            <source>, GPU %1</source>
            <translation>, GPU %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="773" />
            <source>Time: %1 (%2)</source>
            <translation>Heure : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="777" />
            <source>The line has no time: this is the time of a line before it, a lower bound.</source>
            <translation>La ligne n'a pas d'heure : c'est celle d'une ligne précédente, une borne inférieure.</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/timeline/timeline_view.cpp" line="779" />
            <source>%n occurrence(s) until %1</source>
            <translation>
                <numerusform>%n occurrence jusqu'à %1</numerusform>
                <numerusform>%n occurrences jusqu'à %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="782" />
            <source>Rule: %1</source>
            <translation>Règle : %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="784" />
            <source>Class: %1 (%2)</source>
            <translation>Classe : %1 (%2)</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_view.cpp" line="796" />
            <source>&lt;i&gt;A bar runs from the first to the last line of a repeated event.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Une barre va de la première à la dernière ligne d’un événement répété.&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_range.cpp" line="68" />
            <source>Every node's logs at %1</source>
            <translation>Les journaux de tous les nœuds à %1</translation>
        </message>
        <message>
            <location filename="../views/timeline/timeline_range.cpp" line="71" />
            <source>Show all times (clear the range %1)</source>
            <translation>Tout afficher (effacer la plage %1)</translation>
        </message>
    </context>
    <context>
        <name>awv::UnexplainedPanel</name>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="20" />
            <source>Make a rule from this line…</source>
            <translation>Faire une règle de cette ligne…</translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="30" />
            <source>Unexplained error lines</source>
            <translation>Lignes d’erreur inexpliquées</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="78" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, ranked against %1 healthy jobs of the fleet (those they print last), then earliest and rarest</source>
            <translation>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n ligne qu’aucune règle n’explique, classée par rapport à %1 jobs sains du parc (celles qu’ils écrivent en dernier), puis les plus précoces et les plus rares</numerusform>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n lignes qu’aucune règle n’explique, classées par rapport à %1 jobs sains du parc (celles qu’ils écrivent en dernier), puis les plus précoces et les plus rares</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="83" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, earliest and rarest first (the fleet holds no healthy job to rank against)</source>
            <translation>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n ligne qu’aucune règle n’explique, les plus précoces et les plus rares d’abord (le parc ne contient aucun job sain par rapport auquel les classer)</numerusform>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n lignes qu’aucune règle n’explique, les plus précoces et les plus rares d’abord (le parc ne contient aucun job sain par rapport auquel les classer)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/unexplained_panel.cpp" line="88" />
            <source>&amp;Unexplained error lines: %n line(s) no rule explained, earliest and rarest first</source>
            <translation>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n ligne qu’aucune règle n’explique, les plus précoces et les plus rares d’abord</numerusform>
                <numerusform>Lignes d’erreur &amp;inexpliquées : %n lignes qu’aucune règle n’explique, les plus précoces et les plus rares d’abord</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="96" />
            <source>    printed by %1 of the fleet's %2 healthy jobs</source>
            <translation>    écrite par %1 des %2 jobs sains du parc</translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="103" />
            <source>%1 more templates (%2 lines) left out.</source>
            <translation>%1 autres modèles (%2 lignes) laissés de côté.</translation>
        </message>
        <message>
            <location filename="../views/verdict/unexplained_panel.cpp" line="104" />
            <source>The bundle was not read to its end (its text is over the budget).</source>
            <translation>Le bundle n’a pas été lu jusqu’au bout (son texte dépasse le budget).</translation>
        </message>
    </context>
    <context>
        <name>awv::VerdictView</name>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="88" />
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="155" />
            <source>No bundle</source>
            <translation>Aucun bundle</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="158" />
            <source>Open a workload bundle to find the cause of a failure</source>
            <translation>Ouvrez un bundle de charge de travail pour trouver la cause d'un échec</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="159" />
            <source>File › Open bundle folder… or drop a folder or archive onto the window.</source>
            <translation>Fichier › Ouvrir un dossier de bundle… ou déposez un dossier ou une archive sur la fenêtre.</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="195" />
            <source>%1, GPU %2</source>
            <translation>%1, GPU %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="198" />
            <source>No single culprit found</source>
            <translation>Aucun coupable unique trouvé</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="200" />
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="211" />
            <source>Culprit: %1</source>
            <translation>Coupable : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="215" />
            <source>Ranks: %1</source>
            <translation>Rangs : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="219" />
            <source>Root symptom: &lt;a href="event:%1"&gt;%2&lt;/a&gt;</source>
            <translation>Symptôme racine : &lt;a href="event:%1"&gt;%2&lt;/a&gt;</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="220" />
            <source>Root symptom: %1</source>
            <translation>Symptôme racine : %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="224" />
            <source>At %1</source>
            <translation>À %1</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="226" />
            <source>Decided by &lt;code&gt;%1&lt;/code&gt;</source>
            <translation>Décidé par &lt;code&gt;%1&lt;/code&gt;</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="250" />
            <source>Candidates</source>
            <translation>Candidats</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="250" />
            <source>Other candidates</source>
            <translation>Autres candidats</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="273" />
            <source>%1 GPU %2</source>
            <translation>%1 GPU %2</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="275" />
            <source>a job</source>
            <translation>un job</translation>
        </message>
        <message numerus="yes">
            <location filename="../views/verdict/verdict_view.cpp" line="282" />
            <source>the open fleet blamed %1 in %n earlier job(s), the last %2 at %3 (%4).</source>
            <translation>
                <numerusform>le parc ouvert a mis en cause %1 dans %n job antérieur, le dernier %2 à %3 (%4).</numerusform>
                <numerusform>le parc ouvert a mis en cause %1 dans %n jobs antérieurs, le dernier %2 à %3 (%4).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="286" />
            <source>Its actions escalate to service rather than reset.</source>
            <translation>Ses actions passent à la réparation plutôt qu’à la réinitialisation.</translation>
        </message>
        <message>
            <location filename="../views/verdict/verdict_view.cpp" line="288" />
            <source>Repeat offender:</source>
            <translation>Récidiviste :</translation>
        </message>
    </context>
</TS>
