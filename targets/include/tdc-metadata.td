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
  "a debug location or subprogram (specialized DI nodes, not checked)">;
def MD_tbaa : MetadataKind<1, "tbaa",
  "a TBAA access tag: base type, access type, offset, optional constant flag", "check_tbaa">;
def MD_prof : MetadataKind<2, "prof",
  "!\"branch_weights\" weights..., !\"function_entry_count\" i64 count, or !\"VP\" i32 kind, i64 total, (i64 value, i64 count)...",
  "check_prof">;
def MD_fpmath : MetadataKind<3, "fpmath",
  "one positive, finite floating-point constant: the accuracy in ULPs", "check_fpmath">;
def MD_range : MetadataKind<4, "range",
  "pairs [lo, hi) of the loaded integer type: not empty, not full, in signed order, neither overlapping nor contiguous",
  "check_range">;
def MD_tbaa_struct : MetadataKind<5, "tbaa.struct",
  "triples: i64 offset, i64 size, TBAA tag node; regions in increasing, non-overlapping order",
  "check_tbaa_struct">;
def MD_invariant_load : MetadataKind<6, "invariant.load",
  "an empty node", "check_empty">;
def MD_alias_scope : MetadataKind<7, "alias.scope",
  "a list of scopes; a scope is (name or self, domain, optional string), a domain (name or self, optional string)",
  "check_scope_list">;
def MD_noalias : MetadataKind<8, "noalias",
  "a list of scopes, as for alias.scope", "check_scope_list">;
def MD_nontemporal : MetadataKind<9, "nontemporal",
  "one i32 constant of value 1", "check_nontemporal">;
def MD_mem_parallel_loop_access : MetadataKind<10, "llvm.mem.parallel_loop_access",
  "loop identifiers (deprecated: llvm.access.group)">;
def MD_nonnull : MetadataKind<11, "nonnull",
  "an empty node", "check_empty">;
def MD_dereferenceable : MetadataKind<12, "dereferenceable",
  "one i64 constant: the number of dereferenceable bytes", "check_one_i64">;
def MD_dereferenceable_or_null : MetadataKind<13, "dereferenceable_or_null",
  "one i64 constant: the number of dereferenceable bytes", "check_one_i64">;
def MD_make_implicit : MetadataKind<14, "make.implicit",
  "any node (its content is ignored)">;
def MD_unpredictable : MetadataKind<15, "unpredictable",
  "any node (its presence is the flag)">;
def MD_invariant_group : MetadataKind<16, "invariant.group",
  "an empty node", "check_empty">;
def MD_align : MetadataKind<17, "align",
  "one i64 constant, a power of two: the alignment in bytes", "check_align">;
def MD_loop : MetadataKind<18, "llvm.loop",
  "a loop identifier: its first operand is itself, then loop properties", "check_loop">;
def MD_type : MetadataKind<19, "type",
  "i64 offset, then a type identifier (string or node)", "check_type">;
def MD_section_prefix : MetadataKind<20, "section_prefix",
  "!\"function_section_prefix\", then the prefix string", "check_section_prefix">;
def MD_absolute_symbol : MetadataKind<21, "absolute_symbol",
  "pairs as for range, where the pair (all ones, all ones) is the full set", "check_absolute_symbol">;
def MD_associated : MetadataKind<22, "associated",
  "one global object", "check_associated">;
def MD_callees : MetadataKind<23, "callees",
  "the functions an indirect call may reach, one or more", "check_callees">;
def MD_irr_loop : MetadataKind<24, "irr_loop",
  "!\"loop_header_weight\", then an i64 weight", "check_irr_loop">;
def MD_access_group : MetadataKind<25, "llvm.access.group",
  "an access group (a distinct empty node) or a non-empty list of them", "check_access_group">;
def MD_callback : MetadataKind<26, "callback",
  "a list of encodings: i64 callee index, i64 argument (or -1)..., i1 variadic pass-through",
  "check_callback">;
