// File › Collect…: the collector of `attribution-cli collect` (engine/collect) behind a
// form: the scope (a Slurm job, a Kubernetes job or selector, or nodes and a window), the
// sources, the output. The collection runs off the GUI thread with a progress bar and
// Cancel; when it has a bundle, bundleCollected hands its path to the main window.
#pragma once

#include "engine/collect/collector.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QString>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QSpinBox;
class QFormLayout;

namespace awapp {

class CollectDialog : public QDialog {
    Q_OBJECT
public:
    enum class Scope { SlurmJob, KubernetesJob, KubernetesSelector, Nodes };

    explicit CollectDialog(QWidget* parent = nullptr);
    ~CollectDialog() override;

    // The options the form says; "" in `error` when they are complete.
    aw::CollectOptions options(QString& error) const;
    // The first free name like `output` ("job-2.tar.gz" for "job.tar.gz").
    static QString freeOutputName(const QString& output);
    // From Collect until the result is shown (not only while the worker runs).
    bool running() const { return busy_; }

    // The form's fields, for tests and for the main window's defaults.
    void setScope(Scope scope);
    QLineEdit* jobField() const { return job_; }
    QLineEdit* namespaceField() const { return namespace_; }
    QLineEdit* nodesField() const { return nodes_; }
    QDateTimeEdit* sinceField() const { return since_; }
    QDateTimeEdit* untilField() const { return until_; }
    QLineEdit* prometheusField() const { return prometheus_; }
    QLineEdit* lokiField() const { return loki_; }
    QCheckBox* nodeCommandBox() const { return useNodeCommand_; }
    QLineEdit* nodeCommandField() const { return nodeCommand_; }
    QLineEdit* outputField() const { return output_; }
    QProgressBar* progressBar() const { return progress_; }
    QString statusText() const;

public slots:
    void start();   // Collect: checks the form, then runs the collection
    void cancel();  // stops a running collection; it still writes collect.json

signals:
    void bundleCollected(const QString& path);

private:
    QString checkValues(const aw::CollectOptions& o) const;  // "" when every value passes its grammar
    void showProgress(const aw::CollectProgress& progress);
    void finished();
    void setRunning(bool running);

    QComboBox* scope_;
    QFormLayout* form_;
    QLineEdit* job_;
    QLineEdit* namespace_;
    QLineEdit* k8sApi_;
    QLineEdit* nodes_;
    QDateTimeEdit* since_;
    QDateTimeEdit* until_;
    QSpinBox* marginBefore_;
    QSpinBox* marginAfter_;
    QLineEdit* prometheus_;
    QLineEdit* loki_;
    QCheckBox* useNodeCommand_;
    QLineEdit* nodeCommand_;
    QLineEdit* frDumps_;
    QLineEdit* output_;
    QSpinBox* timeout_;
    QProgressBar* progress_;
    QLabel* status_;
    QPlainTextEdit* log_;
    QDialogButtonBox* buttons_;
    QWidget* fields_;

    // What a collection ended with: its result, or the error that stopped it.
    struct Outcome {
        aw::CollectResult result;
        QString error;
    };
    bool busy_ = false;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFutureWatcher<Outcome> watcher_;
};

}  // namespace awapp
