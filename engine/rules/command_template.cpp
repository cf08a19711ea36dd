#include "engine/rules/command_template.h"

#include "engine/core/control_escapes.h"

namespace aw {

std::optional<ValueKind> placeholderKind(std::string_view name, CommandScheduler scheduler) {
    if (name == "node") return scheduler == CommandScheduler::Kubernetes ? ValueKind::K8sNodeName : ValueKind::HostName;
    if (name == "nodes") return ValueKind::HostNameList;
    if (name == "gpu" || name == "job_id") return ValueKind::UnsignedNumber;
    if (name == "gpu_id") return ValueKind::GpuSelector;
    if (name == "pci") return ValueKind::PciBusId;
    if (name == "uuid") return ValueKind::GpuUuid;
    if (name == "reason") return ValueKind::QuotedText;
    return std::nullopt;
}

std::optional<CommandTemplate> parseCommandTemplate(std::string_view text, CommandScheduler scheduler,
                                                    std::string& error) {
    CommandTemplate t;
    t.text = std::string(text);
    char quote = 0;  // the shell quote the template is inside at this point: '"', '\'' or none
    std::string literal;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c != '{') {
            if ((c == '"' || c == '\'') && (quote == 0 || quote == c)) quote = quote ? 0 : c;
            literal += c;
            ++i;
            continue;
        }
        const std::size_t close = text.find('}', i);
        if (close == std::string_view::npos) {
            error = "a '{' that is not closed";
            return std::nullopt;
        }
        const std::string_view inside = text.substr(i + 1, close - i - 1);
        const std::size_t colon = inside.find(':');
        CommandPart part;
        part.name = std::string(inside.substr(0, colon));
        std::optional<ValueKind> kind;
        if (colon != std::string_view::npos) {
            kind = parseValueKind(inside.substr(colon + 1));
            if (!kind) {
                error = "{" + std::string(inside) + "}: unknown kind \"" + std::string(inside.substr(colon + 1)) +
                        "\" (host_name, k8s_node_name, host_name_list, unsigned_number, pci_bus_id, gpu_uuid, "
                        "gpu_selector, quoted_text)";
                return std::nullopt;
            }
        } else {
            kind = placeholderKind(part.name, scheduler);
            if (!kind) {
                error = "{" + part.name + "} has no grammar a command may trust: declare one ({" + part.name +
                        ":host_name}, ...) or leave it to the action's text";
                return std::nullopt;
            }
        }
        if (*kind == ValueKind::QuotedText && quote != '"') {
            error = "{" + part.name + "} is text: it must stand between double quotes";
            return std::nullopt;
        }
        part.kind = *kind;
        if (!literal.empty()) t.parts.push_back({std::move(literal), {}, ValueKind::HostName});
        literal.clear();
        t.parts.push_back(std::move(part));
        i = close + 1;
    }
    if (!literal.empty()) t.parts.push_back({std::move(literal), {}, ValueKind::HostName});
    return t;
}

CommandFill fillCommand(const CommandTemplate& command, const std::map<std::string, std::string>& values,
                        std::string& out, std::string& why) {
    out.clear();
    // An unknown value first: a command that does not apply needs no reason.
    for (const CommandPart& part : command.parts)
        if (!part.name.empty() && values.find(part.name) == values.end()) return CommandFill::Missing;
    for (const CommandPart& part : command.parts) {
        if (part.name.empty()) {
            out += part.literal;
            continue;
        }
        const auto it = values.find(part.name);
        if (!matchesKind(part.kind, it->second)) {
            const std::string_view value = it->second;
            why = "{" + part.name + "} is \"" + escapeControls(value, {.maxBytes = 64}) + "\", not " +
                  std::string(describe(part.kind));
            out.clear();
            return CommandFill::Refused;
        }
        out += it->second;
    }
    return CommandFill::Filled;
}

}  // namespace aw
