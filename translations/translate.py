#!/usr/bin/env python3
"""Fills the <translation> elements of workbench_fr.ts (and the English plural forms of
workbench_en.ts) from the dictionaries below. scripts/update-translations runs it:
    scripts/update-translations
Strings missing from the dictionary are listed and left unfinished."""
import pathlib
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent

FR = {
    # Shell
    "Bundle archives (*.tar *.tar.gz *.tgz *.zip);;All files (*)": "Archives de bundle (*.tar *.tar.gz *.tgz *.zip);;Tous les fichiers (*)",
    "Attribution Workbench": "Atelier d'attribution",
    "Problems (%1)": "Problèmes (%1)",
    "Problems": "Problèmes",
    "Verdict": "Verdict",
    "Classification": "Classification",
    "Provenance graph": "Graphe de provenance",
    "Timeline": "Chronologie",
    "Raw logs": "Journaux bruts",
    "Rules": "Règles",
    "Nodes & sources": "Nœuds et sources",
    "Nodes and sources": "Nœuds et sources",
    "&File": "&Fichier",
    "Open bundle &folder…": "Ouvrir un &dossier de bundle…",
    "Open &archive…": "Ouvrir une &archive…",
    "Open &Recent": "Ouvrir un fichier &récent",
    "&Quit": "&Quitter",
    "&View": "&Affichage",
    "&Reset layout": "&Réinitialiser la disposition",
    "&Navigate": "&Navigation",
    "&Filter…": "&Filtrer…",
    "Jump to &root cause": "Aller à la &cause première",
    "&Help": "Aid&e",
    "&Keyboard shortcuts": "&Raccourcis clavier",
    "&About Attribution Workbench": "À &propos de l'Atelier d'attribution",
    "Open a bundle folder or archive (File › Open, or drop it here).": "Ouvrez un dossier ou une archive de bundle (Fichier › Ouvrir, ou déposez-le ici).",
    "Cancel": "Annuler",
    "Stop loading this bundle": "Arrêter le chargement de ce bundle",
    "Loading cancelled; still showing %1.": "Chargement annulé ; %1 reste affiché.",
    "Loading cancelled.": "Chargement annulé.",
    "%1 — Attribution Workbench": "%1 — Atelier d'attribution",
    "%1: %2 files, %3 nodes, %4 events, %5 problems — catalog %6": "%1 : %2 fichiers, %3 nœuds, %4 événements, %5 problèmes — catalogue %6",
    "Could not open the bundle": "Impossible d'ouvrir le bundle",
    "Open bundle folder": "Ouvrir un dossier de bundle",
    "Open bundle archive": "Ouvrir une archive de bundle",
    "%1 no longer exists.": "%1 n'existe plus.",
    "&Clear list": "&Vider la liste",
    "Open a bundle folder": "Ouvrir un dossier de bundle",
    "Open a bundle archive": "Ouvrir une archive de bundle",
    "Jump to the root cause": "Aller à la cause première",
    "Next step of the chain of reasons": "Étape suivante de la chaîne de raisons",
    "Previous step of the chain of reasons": "Étape précédente de la chaîne de raisons",
    "Next rule hit in the raw log": "Correspondance de règle suivante dans le journal brut",
    "Previous rule hit in the raw log": "Correspondance de règle précédente dans le journal brut",
    "Filter the view that has the focus (search in the raw log)": "Filtrer la vue active (rechercher dans le journal brut)",
    "Go to a line of the raw log": "Aller à une ligne du journal brut",
    "Fit the provenance graph to the view": "Ajuster le graphe de provenance à la vue",
    "Quit": "Quitter",
    "Keyboard shortcuts": "Raccourcis clavier",
    "About Attribution Workbench": "À propos de l'Atelier d'attribution",
    "<h3>Attribution Workbench %1</h3><p>Finds the node and the fault that started the failure of a distributed training job, and shows the raw evidence behind every step.</p><p>Rule catalog: %2<br>Qt %3 (built with %4)</p>":
        "<h3>Atelier d'attribution %1</h3><p>Trouve le nœud et la panne à l'origine de l'échec d'un entraînement distribué, et montre les preuves brutes derrière chaque étape.</p><p>Catalogue de règles : %2<br>Qt %3 (compilé avec %4)</p>",
    "Loading was cancelled.": "Le chargement a été annulé.",
    "Cannot create %1": "Impossible de créer %1",
    "Cannot write %1": "Impossible d'écrire %1",
    "Opening %1": "Ouverture de %1",
    "%1 does not exist.": "%1 n'existe pas.",
    "Reading rules from %1": "Lecture des règles de %1",
    "No rule could be read from %1.": "Aucune règle n'a pu être lue dans %1.",
    "Loading bundle": "Chargement du bundle",
    "Nothing readable in %1.": "Rien de lisible dans %1.",
    "Analysing": "Analyse",
    "Done": "Terminé",
    "Could not open %1: %2": "Impossible d'ouvrir %1 : %2",
    "Could not open %1.": "Impossible d'ouvrir %1.",
    # Help, preferences
    "&User Guide": "&Guide de l'utilisateur",
    "User Guide": "Guide de l'utilisateur",
    "User guide": "Guide de l'utilisateur",
    "&Keyboard Shortcuts": "&Raccourcis clavier",
    "Keyboard Shortcuts": "Raccourcis clavier",
    "Keys": "Touches",
    "Action": "Action",
    "About &Qt": "À propos de &Qt",
    "&Edit": "É&dition",
    "&Preferences…": "&Préférences…",
    "Preferences": "Préférences",
    "System language": "Langue du système",
    "Interface language": "Langue de l'interface",
    "System (currently %1)": "Système (actuellement %1)",
    "dark": "sombre",
    "light": "clair",
    "Light": "Clair",
    "Dark": "Sombre",
    "Theme": "Thème",
    "The new language applies the next time the workbench starts.": "La nouvelle langue s'appliquera au prochain démarrage de l'atelier.",
    "&Language:": "&Langue :",
    "Collectives (hangs)": "Collectives (blocages)",
    "&Export report…": "&Exporter un rapport…",
    "Report written to %1": "Rapport écrit dans %1",
    "&Go to": "&Aller à",
    "Legend": "Légende",
    "&Theme:": "&Thème :",
    # Classification
    "%1 (%2 of %3)": "%1 (%2 sur %3)",
    "%1 (%2)": "%1 (%2)",
    "%n event(s) classified as %1": ("%n événement classé %1", "%n événements classés %1"),
    "%1 (suppressed)": "%1 (supprimé)",
    "job": "tâche",
    "%1 · GPU %2": "%1 · GPU %2",
    "Symptom: %1": "Symptôme : %1",
    "First seen: %1": "Vu pour la première fois : %1",
    "Last seen: %1": "Vu pour la dernière fois : %1",
    "Class: %1, decided by %2": "Classe : %1, décidée par %2",
    "Event": "Événement",
    "Node": "Nœud",
    "Time (UTC)": "Heure (UTC)",
    "Count": "Nombre",
    "Rule": "Règle",
    "Reason for class": "Raison de la classe",
    "Filter events: text, node, rule, reason…": "Filtrer les événements : texte, nœud, règle, raison…",
    "Show one class only": "N'afficher qu'une classe",
    "Show the events of one node only": "N'afficher que les événements d'un nœud",
    "Show one symptom only": "N'afficher qu'un symptôme",
    "All classes": "Toutes les classes",
    "All nodes": "Tous les nœuds",
    "All symptoms": "Tous les symptômes",
    "No bundle loaded.": "Aucun bundle chargé.",
    "%1 of %n event(s) shown": ("%1 événement affiché sur %n", "%1 événements affichés sur %n"),
    "%n event(s)": ("%n événement", "%n événements"),
    "Root cause": "Cause première",
    "Contributing": "Contributif",
    "Symptom": "Symptôme",
    "Noise": "Bruit",
    "Symptoms": "Symptômes",
    # Collectives (Flight Recorder)
    "Rank %1 has no record of collective #%2": "Le rang %1 n'a aucun enregistrement de la collective n° %2",
    "%1 %2, record %3": "%1 %2, enregistrement %3",
    "no dump": "pas de vidage",
    "✗ missing": "✗ absent",
    "process group %1 (%2)%3": "groupe de processus %1 (%2)%3",
    " — blamed": " — mis en cause",
    "No Flight Recorder dumps in this bundle.": "Aucun vidage du Flight Recorder dans ce bundle.",
    "Every rank arrived at every collective.": "Chaque rang est arrivé à chaque collective.",
    # Log view
    "The file shown in this pane": "Le fichier affiché dans ce volet",
    "Job and cluster": "Tâche et grappe",
    "Merged by time: %n file(s)": ("Fusionné par heure : %n fichier", "Fusionné par heure : %n fichiers"),
    " (merging…)": " (fusion…)",
    " — %L1 lines": " — %L1 lignes",
    " (indexing…)": " (indexation…)",
    " — line %L1": " — ligne %L1",
    " — %Ln matching line(s)": (" — %Ln ligne correspondante", " — %Ln lignes correspondantes"),
    " (searching…)": " (recherche…)",
    "  … [line clipped, %1 more bytes]": "  … [ligne tronquée, %1 octets de plus]",
    "Find…": "Rechercher…",
    "Next match": "Occurrence suivante",
    "Previous match": "Occurrence précédente",
    "Next rule hit": "Correspondance de règle suivante",
    "Previous rule hit": "Correspondance de règle précédente",
    "Go to line…": "Aller à la ligne…",
    "Side by side": "Côte à côte",
    "Next line a rule matched (F3)": "Ligne suivante reconnue par une règle (F3)",
    "Previous line a rule matched (Shift+F3)": "Ligne précédente reconnue par une règle (Maj+F3)",
    "Show a second file next to this one": "Afficher un second fichier à côté de celui-ci",
    "Search (regular expression)": "Rechercher (expression régulière)",
    "Match case": "Respecter la casse",
    "Merge by time": "Fusionner par heure",
    "Interleave the lines of several nodes' files by their times": "Entrelacer par heure les lignes des fichiers de plusieurs nœuds",
    "Files of %1": "Fichiers de %1",
    "Back to single file": "Revenir à un seul fichier",
    "Go to line": "Aller à la ligne",
    "Line (1–%L1):": "Ligne (1–%L1) :",
    # Metrics
    "Xid errors (last Xid code)": "Erreurs Xid (dernier code Xid)",
    "GPU temperature (°C)": "Température du GPU (°C)",
    "ECC errors": "Erreurs ECC",
    "Power (W)": "Puissance (W)",
    "Select a node or an event to see its metrics.": "Sélectionnez un nœud ou un événement pour voir ses métriques.",
    "Metrics": "Métriques",
    "Metrics of %1, GPU %2": "Métriques de %1, GPU %2",
    "Metrics of %1": "Métriques de %1",
    "No metric series for %1 in this bundle.": "Aucune série de métriques pour %1 dans ce bundle.",
    "UTC": "UTC",
    "GPU %1": "GPU %1",
    "node": "nœud",
    # Nodes
    "Filter nodes and files…": "Filtrer les nœuds et les fichiers…",
    "Node / file": "Nœud / fichier",
    "Ranks · GPUs / format": "Rangs · GPU / format",
    "Kind": "Type",
    "Lines": "Lignes",
    "Time span (UTC)": "Période (UTC)",
    "ranks %1": "rangs %1",
    "%n GPU(s)": ("%n GPU", "%n GPU"),
    "%1 (also: %2)": "%1 (aussi : %2)",
    "%1 — the culprit named by the verdict": "%1 — le coupable désigné par le verdict",
    "Whole job": "Toute la tâche",
    "Sources that belong to no single node: scheduler, cloud, metrics, manifest": "Sources qui n'appartiennent à aucun nœud : ordonnanceur, cloud, métriques, manifeste",
    # Problems
    "Error": "Erreur",
    "Warning": "Avertissement",
    "Info": "Information",
    "Severity": "Gravité",
    "File": "Fichier",
    "Line": "Ligne",
    "Message": "Message",
    "Found by": "Trouvé par",
    "Filter problems: file, message…": "Filtrer les problèmes : fichier, message…",
    "(bundle)": "(bundle)",
    "Loader": "Chargeur",
    "Analysis": "Analyse",
    "Every file of the bundle was read without problems.": "Tous les fichiers du bundle ont été lus sans problème.",
    "%1 of %n problem(s) shown": ("%1 problème affiché sur %n", "%1 problèmes affichés sur %n"),
    "%n problem(s)": ("%n problème", "%n problèmes"),
    # Provenance
    "raw line(s)": ("ligne brute", "lignes brutes"),
    "event(s)": ("événement", "événements"),
    "decision(s)": ("décision", "décisions"),
    "verdict(s)": ("verdict", "verdicts"),
    "NOT DRAWN": "NON DESSINÉ",
    "+ %1 more %2": "+ %1 %2 de plus",
    "Large graph: only the chain of reasons and its neighbours are drawn.": "Grand graphe : seuls la chaîne de raisons et ses voisins sont dessinés.",
    "%1:%2": "%1:%2",
    "RAW LINE": "LIGNE BRUTE",
    "%1 · GROUP": "%1 · GROUPE",
    "EVENT GROUP": "GROUPE D'ÉVÉNEMENTS",
    "matched by %1": "reconnu par %1",
    " · SUPPRESSED": " · SUPPRIMÉ",
    "×%1": "×%1",
    "rank %1": "rang %1",
    "EVENT": "ÉVÉNEMENT",
    "DECISION · %1": "DÉCISION · %1",
    "VERDICT": "VERDICT",
    "%1 confidence": "confiance %1",
    "no culprit node": "aucun nœud coupable",
    "culprit: %1": "coupable : %1",
    " · GPU %1": " · GPU %1",
    "Previous Step": "Étape précédente",
    "Step back towards the verdict (Shift+F8)": "Revenir vers le verdict (Maj+F8)",
    "Next Step": "Étape suivante",
    "Step along the chain of reasons, from the verdict to the raw line (F8)": "Suivre la chaîne de raisons, du verdict jusqu'à la ligne brute (F8)",
    "Zoom Out": "Zoom arrière",
    "Zoom In": "Zoom avant",
    "Fit to View": "Ajuster à la vue",
    "Laying out %n node(s)…": ("Disposition de %n nœud…", "Disposition de %n nœuds…"),
    "The graph could not be laid out.": "Le graphe n'a pas pu être disposé.",
    "%1 of %2 nodes drawn, the rest summarised": "%1 nœuds dessinés sur %2, le reste résumé",
    "%n node(s)": ("%n nœud", "%n nœuds"),
    "<p>Event #%1%2 has no node in the provenance graph.</p>": "<p>L'événement n°%1%2 n'a pas de nœud dans le graphe de provenance.</p>",
    "No chain of reasons": "Aucune chaîne de raisons",
    "%n step(s): press F8 to walk": ("%n étape : appuyez sur F8 pour la parcourir", "%n étapes : appuyez sur F8 pour les parcourir"),
    "Step %1 of %2": "Étape %1 sur %2",
    "<h3>Nodes not drawn</h3><p>This provenance graph has %1 nodes; %2 are folded into summary nodes so that it stays readable and fast. The chain of reasons and its neighbours are always drawn.</p>":
        "<h3>Nœuds non dessinés</h3><p>Ce graphe de provenance compte %1 nœuds ; %2 sont regroupés dans des nœuds de synthèse pour qu'il reste lisible et rapide. La chaîne de raisons et ses voisins sont toujours dessinés.</p>",
    "Verdict: %1": "Verdict : %1",
    "Raw lines are on the left, the verdict on the right. Press F8 (Next Step) to walk from the verdict back to the raw line that proves it; click a node to see it in the other views.":
        "Les lignes brutes sont à gauche, le verdict à droite. Appuyez sur F8 (Étape suivante) pour remonter du verdict jusqu'à la ligne brute qui le prouve ; cliquez sur un nœud pour le voir dans les autres vues.",
    "Culprit": "Coupable",
    "none": "aucun",
    "GPU": "GPU",
    "Confidence": "Confiance",
    "Reason": "Raison",
    "Decision: %1": "Décision : %1",
    "About": "À propos",
    "event #%1: %2": "événement n°%1 : %2",
    "Class": "Classe",
    "Matched by": "Reconnu par",
    "Events": "Événements",
    " (suppressed)": " (supprimé)",
    ", GPU %1": ", GPU %1",
    ", rank %1": ", rang %1",
    "Where": "Où",
    "First seen": "Vu pour la première fois",
    "Occurrences": "Occurrences",
    "Raw line": "Ligne brute",
    "Location": "Emplacement",
    "%1, line %2": "%1, ligne %2",
    "Evidence of": "Preuve de",
    # Report dialog
    "Export report": "Exporter un rapport",
    "A note for the reader: what was done, tickets, next steps…": "Une note pour le lecteur : ce qui a été fait, tickets, prochaines étapes…",
    "First time": "Première occurrence",
    "Root cause and contributing": "Cause première et contributifs",
    "Include the evidence of the root cause and contributing events only": "N'inclure que les preuves de la cause première et des événements contributifs",
    "None": "Aucune",
    "HTML (self-contained)": "HTML (autonome)",
    "PDF": "PDF",
    "Markdown": "Markdown",
    "JSON": "JSON",
    "&Note:": "&Note :",
    "Evidence to include:": "Preuves à inclure :",
    "Context &lines:": "&Lignes de contexte :",
    "&Format:": "&Format :",
    "&Export…": "&Exporter…",
    "(job)": "(tâche)",
    "This event has no raw evidence to excerpt": "Cet événement n'a pas de preuve brute à citer",
    "The notes database could not be opened: the note will be in the report but not kept for next time.": "La base des notes n'a pas pu être ouverte : la note figurera dans le rapport mais ne sera pas conservée.",
    "Note saved %1 restored.": "Note enregistrée %1 restaurée.",
    "The saved note could not be read: %1": "La note enregistrée n'a pas pu être lue : %1",
    "The note could not be saved: %1": "La note n'a pas pu être enregistrée : %1",
    "No bundle is open.": "Aucun bundle n'est ouvert.",
    "Export failed: %1": "Échec de l'export : %1",
    "Exported to %1": "Exporté vers %1",
    "HTML report (*.html)": "Rapport HTML (*.html)",
    "PDF report (*.pdf)": "Rapport PDF (*.pdf)",
    "Markdown report (*.md)": "Rapport Markdown (*.md)",
    "JSON report (*.json)": "Rapport JSON (*.json)",
    "The report could not be written:\n%1": "Le rapport n'a pas pu être écrit :\n%1",
    # Rules
    "Extractor": "Extracteur",
    "Filter": "Filtre",
    "Refiner": "Affineur",
    "Outcome": "Issue",
    "Post-outcome": "Post-issue",
    "Collector": "Collecteur",
    "Phase": "Phase",
    "Hits": "Occurrences",
    "Description": "Description",
    "Fired only": "Déclenchées seulement",
    "Filter rules: id, phase, description…": "Filtrer les règles : identifiant, phase, description…",
    "Hide the rules that did not fire on this bundle": "Masquer les règles qui ne se sont pas déclenchées sur ce bundle",
    "Choose a rule to see its definition.": "Choisissez une règle pour voir sa définition.",
    "<i>No rule selected</i>": "<i>Aucune règle sélectionnée</i>",
    "<b>%1</b> — %2 <span style='color:gray'>(%3)</span>": "<b>%1</b> — %2 <span style='color:gray'>(%3)</span>",
    "%n event(s) from this rule": ("%n événement issu de cette règle", "%n événements issus de cette règle"),
    # Timeline
    "%1* (%n nodes)": ("%1* (%n nœud)", "%1* (%n nœuds)"),
    "%1 – %2 (%n nodes)": ("%1 – %2 (%n nœud)", "%1 – %2 (%n nœuds)"),
    "from first fault": "depuis la première panne",
    "from first event": "depuis le premier événement",
    "first fault": "première panne",
    "Node: %1": "Nœud : %1",
    "Time: %1 (%2)": "Heure : %1 (%2)",
    "%n occurrence(s) until %1": ("%n occurrence jusqu'à %1", "%n occurrences jusqu'à %1"),
    "Rule: %1": "Règle : %1",
    "Class: %1 (%2)": "Classe : %1 (%2)",
    # Verdict
    "GPU hardware failure": "Panne matérielle du GPU",
    "GPU driver / software fault": "Défaut du pilote / logiciel GPU",
    "Network failure": "Panne réseau",
    "Storage failure": "Panne de stockage",
    "Host failure": "Panne de l'hôte",
    "Infrastructure event": "Événement d'infrastructure",
    "Application error": "Erreur de l'application",
    "Stopped by a user": "Arrêté par un utilisateur",
    "Job hang": "Blocage de la tâche",
    "Cause unknown": "Cause inconnue",
    "High confidence": "Confiance élevée",
    "Medium confidence": "Confiance moyenne",
    "Low confidence": "Confiance faible",
    "Why": "Pourquoi",
    "No bundle": "Aucun bundle",
    "Open a workload bundle to find the cause of a failure": "Ouvrez un bundle de charge de travail pour trouver la cause d'un échec",
    "File › Open bundle folder… or drop a folder or archive onto the window.": "Fichier › Ouvrir un dossier de bundle… ou déposez un dossier ou une archive sur la fenêtre.",
    "%1, GPU %2": "%1, GPU %2",
    "No single culprit found": "Aucun coupable unique trouvé",
    "%1 — %2": "%1 — %2",
    "Culprit: %1": "Coupable : %1",
    "Ranks: %1": "Rangs : %1",
    "Root symptom: <a href=\"event:%1\">%2</a>": "Symptôme racine : <a href=\"event:%1\">%2</a>",
    "Root symptom: %1": "Symptôme racine : %1",
    "At %1": "À %1",
    "Decided by <code>%1</code>": "Décidé par <code>%1</code>",
    "Candidates": "Candidats",
    "Other candidates": "Autres candidats",
}


def english_plural(source):
    """English singular/plural of a '(s)' source: '%n event(s)' -> ('%n event', '%n events')."""
    import re
    singular = re.sub(r"\((s|es)\)", "", source)
    plural = re.sub(r"\((s|es)\)", r"\1", source)
    return singular, plural


def fill(path, lookup):
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.find("source").text or ""
            translation = message.find("translation")
            value = lookup(source, message.get("numerus") == "yes")
            if value is None:
                if translation.get("type") != "vanished" and translation.get("type") != "obsolete":
                    missing.append(source)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if isinstance(value, tuple):
                for form in value:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value
            if "type" in translation.attrib and translation.get("type") == "unfinished":
                del translation.attrib["type"]
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return missing


def french(source, numerus):
    value = FR.get(source)
    if numerus and isinstance(value, str):
        return (value, value)
    return value


def english(source, numerus):
    return english_plural(source) if numerus else None


missing = fill(HERE / "workbench_fr.ts", french)
fill(HERE / "workbench_en.ts", english)
for source in missing:
    print("untranslated:", repr(source), file=sys.stderr)
print(f"{len(missing)} untranslated string(s)")
