// Parsing and validation of tuning tables (format: docs/blas-tuning.md).
//
// The parser validates entry by entry: a bad or foreign entry is skipped with a
// warning naming its file and line, and the good entries stay usable. Only a file
// that is not a tuning table at all (wrong header, binary data) is rejected whole.
#include "blas_tuning.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace openhip_blas::tuning {

namespace {

constexpr const char* kHeader = "openhip-blas-tuning 1";
constexpr const char* kPrefix = "hipBLAS tuning: ";
constexpr int kMaxEntryReports = 20;  // per file; the rest are counted in one line
constexpr int64_t kMaxDimension = int64_t(1) << 40;

const std::set<std::string> kTypeNames = {"f16", "bf16", "f32", "f64", "c32", "c64", "i8",
                                          "i32", "f8",   "bf8", "f8fnuz", "bf8fnuz"};
const std::set<std::string> kWideTypes = {"f32", "f64", "c32", "c64"};
const std::set<std::string> kKeys = {"op", "cpu", "isa", "lib", "types", "trans", "m", "n", "k",
                                     "batch", "algo", "threads", "panel", "tile"};
const char* const kRequired[] = {"op", "cpu", "lib", "types", "trans", "m", "n", "k", "algo"};

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string item;
  std::istringstream in(s);
  while (std::getline(in, item, sep)) out.push_back(item);
  if (!s.empty() && s.back() == sep) out.push_back("");
  return out;
}

// key=value tokens separated by blanks; values may be "quoted" (no escapes).
bool tokenize(const std::string& line, std::vector<std::pair<std::string, std::string>>& out, std::string& error) {
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    if (i >= line.size()) break;
    size_t key_start = i;
    while (i < line.size() && line[i] != '=' && line[i] != ' ' && line[i] != '\t') ++i;
    if (i >= line.size() || line[i] != '=') {
      error = "expected key=value at '" + line.substr(key_start, std::min<size_t>(i - key_start, 32)) + "'";
      return false;
    }
    std::string key = line.substr(key_start, i - key_start);
    if (key.empty()) {
      error = "empty key";
      return false;
    }
    ++i;  // '='
    std::string value;
    if (i < line.size() && line[i] == '"') {
      size_t close = line.find('"', i + 1);
      if (close == std::string::npos) {
        error = "unterminated quote in value of '" + key + "'";
        return false;
      }
      value = line.substr(i + 1, close - i - 1);
      i = close + 1;
      if (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') {
        error = "text after closing quote of '" + key + "'";
        return false;
      }
    } else {
      size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
      value = line.substr(start, i - start);
    }
    out.emplace_back(key, value);
  }
  return true;
}

bool parseNumber(const std::string& s, int64_t& v) {
  if (s.empty() || s.size() > 13) return false;
  v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  return true;
}

// "a", "a-b" or "a-*" with 1 <= a <= b <= 2^40.
bool parseRange(const std::string& s, Range& r) {
  size_t dash = s.find('-');
  int64_t lo, hi;
  if (dash == std::string::npos) {
    if (!parseNumber(s, lo)) return false;
    hi = lo;
  } else {
    if (!parseNumber(s.substr(0, dash), lo)) return false;
    std::string upper = s.substr(dash + 1);
    if (upper == "*") hi = INT64_MAX;
    else if (!parseNumber(upper, hi) || hi > kMaxDimension) return false;
  }
  if (lo < 1 || lo > kMaxDimension || hi < lo) return false;
  r = {lo, hi};
  return true;
}

bool parseAlgorithm(const std::string& s, Algorithm& a) {
  if (s == "openblas") a = Algorithm::OpenBlas;
  else if (s == "convert") a = Algorithm::Convert;
  else if (s == "direct") a = Algorithm::Direct;
  else return false;
  return true;
}

// Validates one entry's fields; returns an empty string or the reason to skip it.
// `foreign` is set when the entry is well formed but for another CPU or library version.
std::string validate(const std::map<std::string, std::string>& f, const CpuIdentity& cpu, Entry& e, bool& foreign) {
  foreign = false;
  for (const char* key : kRequired)
    if (!f.count(key)) return std::string("missing key '") + key + "'";
  e.op = f.at("op");
  if (e.op != "gemm" && e.op != "matmul") return "unknown operation '" + e.op + "'";
  e.types = f.at("types");
  std::vector<std::string> types = split(e.types, ',');
  if (types.size() != 4) return "types must be a,b,c,compute (got '" + e.types + "')";
  for (const auto& t : types)
    if (!kTypeNames.count(t)) return "unknown type '" + t + "'";
  e.trans = f.at("trans");
  if (e.trans.size() != 2 || !std::strchr("NTC", e.trans[0]) || !std::strchr("NTC", e.trans[1]) ||
      e.trans[0] == '\0' || e.trans[1] == '\0')
    return "trans must be two of N, T, C (got '" + e.trans + "')";
  const char* dims[] = {"m", "n", "k"};
  Range* ranges[] = {&e.m, &e.n, &e.k};
  for (int i = 0; i < 3; ++i)
    if (!parseRange(f.at(dims[i]), *ranges[i]))
      return std::string("bad range ") + dims[i] + "='" + f.at(dims[i]) + "' (want lo-hi, lo-* or a number >= 1)";
  if (f.count("batch") && !parseRange(f.at("batch"), e.batch))
    return "bad range batch='" + f.at("batch") + "'";
  if (!parseAlgorithm(f.at("algo"), e.choice.algorithm)) return "unknown algorithm '" + f.at("algo") + "'";
  bool wide = kWideTypes.count(types[0]) && types[0] == types[1] && types[1] == types[2];
  if (e.choice.algorithm == Algorithm::OpenBlas && !wide)
    return "algorithm 'openblas' does not apply to types " + e.types;
  if (e.choice.algorithm != Algorithm::OpenBlas && wide)
    return std::string("algorithm '") + algorithmName(e.choice.algorithm) + "' does not apply to types " + e.types;
  struct Param {
    const char* name;
    int* target;
    int lo, hi;
    bool allowed;
  } params[] = {
      {"threads", &e.choice.threads, 1, 1024, e.choice.algorithm != Algorithm::Direct},
      {"panel", &e.choice.panel, 16, 1 << 20, e.choice.algorithm == Algorithm::Convert},
      {"tile", &e.choice.tile, 1, 4096, e.choice.algorithm == Algorithm::Direct},
  };
  for (const Param& p : params) {
    auto it = f.find(p.name);
    if (it == f.end()) continue;
    if (!p.allowed)
      return std::string("parameter '") + p.name + "' does not apply to algorithm '" + f.at("algo") + "'";
    int64_t v;
    if (!parseNumber(it->second, v) || v < p.lo || v > p.hi)
      return std::string("parameter ") + p.name + "='" + it->second + "' out of range " + std::to_string(p.lo) +
             ".." + std::to_string(p.hi);
    *p.target = int(v);
  }
  // Well formed. Now: is it for this machine and this library?
  if (f.at("lib") != kLibraryVersion) {
    foreign = true;
    return "written for library version " + f.at("lib") + " (this is " + kLibraryVersion + ")";
  }
  if (f.at("cpu") != cpu.model && f.at("cpu") != "*") {
    foreign = true;
    return "for CPU '" + f.at("cpu") + "' (this is '" + cpu.model + "')";
  }
  if (f.count("isa") && !f.at("isa").empty()) {
    for (const auto& feature : split(f.at("isa"), ','))
      if (!cpu.has(feature)) {
        foreign = true;
        return "needs ISA feature '" + feature + "' that this CPU lacks";
      }
  }
  e.choice.tuned = true;
  return "";
}

std::string cpuDescription(const CpuIdentity& cpu) {
  std::string isa;
  for (const auto& f : cpu.isa) isa += (isa.empty() ? "" : ",") + f;
  return cpu.model + "; " + (isa.empty() ? "no extensions" : isa);
}

}  // namespace

bool CpuIdentity::has(const std::string& feature) const {
  return std::find(isa.begin(), isa.end(), feature) != isa.end();
}

bool Entry::matches(const Problem& p) const {
  return op == p.op && types == p.types && trans == p.trans && m.contains(p.m) && n.contains(p.n) &&
         k.contains(p.k) && batch.contains(p.batch);
}

const char* algorithmName(Algorithm a) {
  switch (a) {
    case Algorithm::OpenBlas: return "openblas";
    case Algorithm::Convert: return "convert";
    case Algorithm::Direct: return "direct";
  }
  return "?";
}

Table parseTable(const std::string& text, const std::string& file, const CpuIdentity& cpu) {
  Table table;
  table.file = file;
  auto fileWarning = [&](const std::string& what) {
    table.warnings.push_back(kPrefix + file + ": " + what + "; using default heuristics");
    table.entries.clear();
    table.usable = false;
  };
  if (text.find('\0') != std::string::npos) {
    fileWarning("not a tuning table (binary data)");
    return table;
  }
  std::istringstream in(text);
  std::string raw;
  int line_number = 0;
  bool header_seen = false;
  int skipped_reported = 0, skipped_unreported = 0, foreign_count = 0, entry_count = 0;
  while (std::getline(in, raw)) {
    ++line_number;
    std::string line = trim(raw.substr(0, raw.find('#')));
    if (line.empty()) continue;
    if (!header_seen) {
      if (line.rfind("openhip-blas-tuning", 0) == 0 && line != kHeader) {
        fileWarning("unsupported format '" + line + "' (this library reads '" + kHeader + "')");
        return table;
      }
      if (line != kHeader) {
        fileWarning("not a tuning table (line " + std::to_string(line_number) + ": expected '" + kHeader + "')");
        return table;
      }
      header_seen = true;
      continue;
    }
    ++entry_count;
    std::vector<std::pair<std::string, std::string>> tokens;
    std::string reason;
    Entry entry;
    entry.line = line_number;
    bool foreign = false;
    if (tokenize(line, tokens, reason)) {
      std::map<std::string, std::string> fields;
      for (const auto& [key, value] : tokens) {
        if (!kKeys.count(key)) {
          reason = "unknown key '" + key + "'";
          break;
        }
        if (!fields.emplace(key, value).second) {
          reason = "duplicate key '" + key + "'";
          break;
        }
      }
      if (reason.empty()) reason = validate(fields, cpu, entry, foreign);
    }
    if (reason.empty()) {
      table.entries.push_back(entry);
      continue;
    }
    if (foreign) ++foreign_count;
    if (skipped_reported < kMaxEntryReports) {
      table.warnings.push_back(kPrefix + file + ":" + std::to_string(line_number) + ": entry skipped: " + reason);
      ++skipped_reported;
    } else {
      ++skipped_unreported;
    }
  }
  if (!header_seen) {
    fileWarning("not a tuning table (no '" + std::string(kHeader) + "' line)");
    return table;
  }
  if (skipped_unreported > 0)
    table.warnings.push_back(kPrefix + file + ": " + std::to_string(skipped_unreported) + " more entries skipped");
  if (table.entries.empty() && foreign_count > 0 && foreign_count == entry_count) {
    fileWarning("no entries for this CPU (" + cpuDescription(cpu) + ")");
    return table;
  }
  table.usable = true;
  return table;
}

Table loadTable(const std::string& file, const CpuIdentity& cpu) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    Table table;
    table.file = file;
    table.warnings.push_back(kPrefix + file + ": cannot open (" + std::strerror(errno) +
                             "); using default heuristics");
    return table;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return parseTable(text.str(), file, cpu);
}

std::string formatHeader() {
  return std::string("# OpenHIP BLAS tuning table (docs/blas-tuning.md)\n") + kHeader + "\n";
}

std::string formatEntry(const CpuIdentity& cpu, const Entry& e) {
  auto range = [](const Range& r) {
    return r.hi == INT64_MAX ? std::to_string(r.lo) + "-*"
                             : r.lo == r.hi ? std::to_string(r.lo) : std::to_string(r.lo) + "-" + std::to_string(r.hi);
  };
  std::string isa;
  for (const auto& f : cpu.isa) isa += (isa.empty() ? "" : ",") + f;
  std::string line = "op=" + e.op + " cpu=\"" + cpu.model + "\"" + (isa.empty() ? "" : " isa=" + isa) +
                     " lib=" + kLibraryVersion + " types=" + e.types + " trans=" + e.trans + " m=" + range(e.m) +
                     " n=" + range(e.n) + " k=" + range(e.k) + " batch=" + range(e.batch) +
                     " algo=" + algorithmName(e.choice.algorithm);
  if (e.choice.threads) line += " threads=" + std::to_string(e.choice.threads);
  if (e.choice.panel) line += " panel=" + std::to_string(e.choice.panel);
  if (e.choice.tile) line += " tile=" + std::to_string(e.choice.tile);
  return line;
}

}  // namespace openhip_blas::tuning
