//===- tdc-metadata.td - LLVM's fixed metadata kinds ------------------------===//
//
// The metadata kinds every LLVM context knows from the start, with the ids
// LLVM gives them (FixedMetadataKinds.def). `tdc::metadata_kinds!` expands
// this file into `METADATA_KINDS`, a table indexed by id, and the constants
// of `kind_ids`; tdc's own metadata checker (`tdc::ir_metadata`) reads
// nothing else for ids and names.
//
// `Validator` names the Rust function (a fragment in the module that
// expands the file) that checks a node attached under the kind; "" means
// that the node's content is not checked (free-form, or debug information).
//
//===----------------------------------------------------------------------===//

// One fixed metadata kind: its id, the name written after `!` in IR, the
// operand shape in one line (documentation), and the validator's name.
class MetadataKind<int id, string name, string shape, string validator = ""> {
  int Id = id;
  string Name = name;
  string Shape = shape;
  string Validator = validator;
}

def MD_dbg : MetadataKind<0, "dbg",
  "a debug location (instructions), subprogram (functions) or global variable expression (globals); broken debug information is a warning, as llvm-as drops it">;
def MD_tbaa : MetadataKind<1, "tbaa",
  "on load, store, call, va_arg, atomicrmw, cmpxchg: an access tag (base type, access type, offset[, size][, 0 or 1]) whose access path through the type DAG reaches the access type",
  "check_tbaa">;
def MD_prof : MetadataKind<2, "prof",
  "instructions: a type string and values; branch_weights on br/switch/indirectbr/callbr (one per successor), call (1), select (2), invoke (1 or 2); definitions: function_entry_count; never on declarations",
  "check_prof">;
def MD_fpmath : MetadataKind<3, "fpmath",
  "on an instruction producing floating point: one positive, finite float accuracy in ULPs", "check_fpmath">;
def MD_range : MetadataKind<4, "range",
  "on load, call, invoke: pairs [lo, hi) of the produced integer type; not empty, not full, in signed order, neither overlapping nor contiguous",
  "check_range">;
def MD_tbaa_struct : MetadataKind<5, "tbaa.struct",
  "documented: triples i64 offset, i64 size, TBAA tag; regions in increasing, non-overlapping order",
  "check_tbaa_struct">;
def MD_invariant_load : MetadataKind<6, "invariant.load",
  "documented: an empty node", "check_invariant_load">;
def MD_alias_scope : MetadataKind<7, "alias.scope",
  "a list of scopes; a scope is (name or self, domain, optional string), a domain (name or self, optional string)",
  "check_scope_list">;
def MD_noalias : MetadataKind<8, "noalias",
  "a list of scopes, as for alias.scope", "check_scope_list">;
def MD_nontemporal : MetadataKind<9, "nontemporal",
  "documented: one i32 constant of value 1", "check_nontemporal">;
def MD_mem_parallel_loop_access : MetadataKind<10, "llvm.mem.parallel_loop_access",
  "loop identifiers (deprecated: llvm.access.group)">;
def MD_nonnull : MetadataKind<11, "nonnull",
  "on a load producing a pointer: an empty node", "check_nonnull">;
def MD_dereferenceable : MetadataKind<12, "dereferenceable",
  "on a load or inttoptr producing a pointer: one i64 byte count", "check_dereferenceable">;
def MD_dereferenceable_or_null : MetadataKind<13, "dereferenceable_or_null",
  "on a load or inttoptr producing a pointer: one i64 byte count", "check_dereferenceable">;
def MD_make_implicit : MetadataKind<14, "make.implicit",
  "any node (its content is ignored)">;
def MD_unpredictable : MetadataKind<15, "unpredictable",
  "any node (its presence is the flag)">;
def MD_invariant_group : MetadataKind<16, "invariant.group",
  "on loads and stores only; documented: an empty node", "check_invariant_group">;
def MD_align : MetadataKind<17, "align",
  "on a load producing a pointer: one i64 power of two, at most 2^32", "check_align">;
def MD_loop : MetadataKind<18, "llvm.loop",
  "documented: a loop identifier, whose first operand is itself, then loop properties", "check_loop">;
def MD_type : MetadataKind<19, "type",
  "documented: i64 offset, then a type identifier (string or node)", "check_type">;
def MD_section_prefix : MetadataKind<20, "section_prefix",
  "documented: !\"function_section_prefix\", then the prefix string", "check_section_prefix">;
def MD_absolute_symbol : MetadataKind<21, "absolute_symbol",
  "on globals and functions: pairs as for range, as wide as a pointer in the global's address space; all ones twice is the full set",
  "check_absolute_symbol">;
def MD_associated : MetadataKind<22, "associated",
  "on globals and functions: one pointer-typed constant, not the global itself (documented: a global object)", "check_associated">;
def MD_callees : MetadataKind<23, "callees",
  "documented: the functions an indirect call may reach, one or more", "check_callees">;
def MD_irr_loop : MetadataKind<24, "irr_loop",
  "documented: !\"loop_header_weight\", then an i64 weight", "check_irr_loop">;
def MD_access_group : MetadataKind<25, "llvm.access.group",
  "an access group (a distinct empty node) or a list of them", "check_access_group">;
def MD_callback : MetadataKind<26, "callback",
  "documented: a list of encodings: i64 callee index, i64 argument (or -1)..., i1 variadic pass-through",
  "check_callback">;
