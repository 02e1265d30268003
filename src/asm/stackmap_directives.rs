//! Stack maps in assembly source: `.stackmap_function`, `.stackmap` and
//! `.patchpoint` (the README's "Stack maps" describes the syntax), the
//! shadows they open, and the `.llvm_stackmaps` section they make.
//!
//! A shadow is counted over the instructions after its point and ends at
//! the first label, directive other than a symbol attribute, call or other
//! point, or at the end of the source; what the instructions did not fill
//! becomes the target's nops, where [`crate::stackmap::patch`] says.

use super::{Assembler, Assembly, Contents, SourceError};
use crate::mc::lexer::{Token, TokenKind};
use crate::mc::matcher::lookup_register;
use crate::mc::operand_parser::OperandParser;
use crate::mc::tables::flags;
use crate::mc::{AsmError, MCInst, TargetTables};
use crate::stackmap::patch::{self, close_shadow, Padding, Shadow};
use crate::stackmap::{Builder, LiveOut, Location};

/// What the stack map directives of a source said.
#[derive(Debug, Default)]
pub struct StackMapSource {
    /// `.stackmap_function` directives, in order.
    pub functions: Vec<PointFunction>,
    /// `.stackmap` and `.patchpoint` points, in order.
    pub points: Vec<Point>,
}

/// A function that points belong to.
#[derive(Debug)]
pub struct PointFunction {
    /// Its symbol (a label of the same section as its points).
    pub symbol: String,
    /// Its frame size (`u64::MAX`: dynamic).
    pub stack_size: u64,
    /// Source line and column of the symbol, for errors.
    pub line: usize,
    /// See `line`.
    pub col: u32,
}

/// A location as written: constants are pooled when the map is built.
#[derive(Clone, Copy, Debug)]
pub enum LocationSpec {
    /// A register, frame address or spill slot.
    Fixed(Location),
    /// A constant of `size` bytes.
    Constant {
        /// Its value.
        value: i64,
        /// Its size.
        size: u16,
    },
}

/// A stack map or patch point.
#[derive(Debug)]
pub struct Point {
    /// Index into `functions`.
    pub function: usize,
    /// Section index and offset of the point.
    pub section: usize,
    /// See `section`.
    pub offset: u64,
    /// Its id.
    pub id: u64,
    /// The bytes it reserves: its shadow, or the patch point's bytes.
    pub reserved: u32,
    /// Its locations.
    pub locations: Vec<LocationSpec>,
    /// Registers live across it.
    pub live_outs: Vec<LiveOut>,
    /// Source line, for errors.
    pub line: usize,
}

/// Whether directive `name` leaves an open shadow open (symbol
/// attributes emit nothing).
pub fn keeps_shadow(name: &str) -> bool {
    super::symbol_attrs::is_attribute_directive(name) || name == ".file"
}

impl Assembler<'_, '_> {
    /// Ends the open shadow, inserting the nops it lacks; `end` is where
    /// the code after the point ends (the section's end, or a call's start).
    pub(super) fn close_shadow_at(&mut self, end: Option<u64>) {
        let Some((section, shadow)) = self.shadow.take() else { return };
        let end = end.unwrap_or(self.out.sections[section].data.len() as u64);
        if let Some(padding) = close_shadow(self.tables, shadow, end) {
            self.insert_nops(section, padding);
        }
    }

    /// Inserts nops into `section`, moving what follows.
    fn insert_nops(&mut self, section: usize, p: Padding) {
        let mut nops = Vec::new();
        // A shadow's length was checked against the nops when it opened.
        let _ = patch::nops(self.tables, "shadow", p.bytes, &mut nops);
        let n = nops.len() as u64;
        let s = &mut self.out.sections[section];
        let at = p.at as usize;
        s.data.splice(at..at, nops);
        // Instructions from `at` on move; a label or mapping symbol at `at`
        // marks the point itself, which stays.
        for f in s.fixups.iter_mut().filter(|f| f.offset >= p.at) {
            f.offset += n;
        }
        for d in s.data_relocs.iter_mut().filter(|d| d.offset >= p.at) {
            d.offset += n;
        }
        for l in self.out.labels.iter_mut().flatten().filter(|l| l.section == section && l.offset > p.at) {
            l.offset += n;
        }
        for a in &mut self.out.appearances {
            if let super::Appearance::Mapping { section: s, offset, .. } = a {
                if *s == section && *offset > p.at {
                    *offset += n;
                }
            }
        }
    }

    /// Emits `inst` counting it against the open shadow: a call ends it
    /// (before the call on targets that put the nops at the point, after
    /// counting it on the others, with the nops before the call).
    pub(super) fn emit_in_shadow(&mut self, n: usize, inst: MCInst) -> Result<(), crate::mc::encode::EncodeError> {
        let is_call = self.tables.instructions.get(inst.opcode as usize).is_some_and(|i| i.flags & flags::IS_CALL != 0);
        if is_call && self.tables.stack_maps.nops_at_point {
            self.close_shadow_at(None);
        }
        let start = self.out.sections[self.current].data.len() as u64;
        self.emit(n, inst)?;
        let Some((section, shadow)) = &mut self.shadow else { return Ok(()) };
        if *section != self.current {
            return Ok(());
        }
        let len = self.out.sections[self.current].data.len() as u64 - start;
        shadow.counted = shadow.counted.saturating_add(len as u32);
        if is_call {
            self.close_shadow_at(Some(start));
        } else if shadow.missing() == 0 {
            self.shadow = None;
        }
        Ok(())
    }

    /// `.stackmap_function SYMBOL, STACK_SIZE`: the points that follow
    /// belong to SYMBOL, whose frame is STACK_SIZE bytes (`dynamic`).
    pub(super) fn stackmap_function(&mut self, toks: &[Token<'_>]) -> Result<(), AsmError> {
        patch::check_supported(self.tables).map_err(|e| coded(toks[0].col, e))?;
        let Some(symbol) = toks.get(1).filter(|t| t.kind == TokenKind::Ident) else {
            return Err(AsmError::new(toks.get(1).map_or(toks[0].col, |t| t.col), "expected a function symbol"));
        };
        let mut p = self.parser(&toks[2..], toks[0].col);
        if !p.eat_punct(",") {
            return Err(AsmError::new(p.col(), "expected ', STACK_SIZE' after the function symbol"));
        }
        let stack_size = if p.eat_word("dynamic") { u64::MAX } else { non_negative(&mut p, "a stack size")? };
        end_of_directive(&p)?;
        let (line, col) = (self.line, symbol.col);
        self.out.stack_map.functions.push(PointFunction { symbol: symbol.text.to_string(), stack_size, line, col });
        Ok(())
    }

    /// `.stackmap ID, SHADOW[, LOCATION]...` and `.patchpoint ID, BYTES,
    /// TARGET[, LOCATION]...`.
    pub(super) fn stackmap_point(&mut self, toks: &[Token<'_>], is_patchpoint: bool) -> Result<(), AsmError> {
        let col = toks[0].col;
        patch::check_supported(self.tables).map_err(|e| coded(col, e))?;
        let function = self.out.stack_map.functions.len().checked_sub(1).ok_or_else(|| {
            AsmError::new(col, "a stack map point needs a '.stackmap_function SYMBOL, STACK_SIZE' before it")
        })?;
        let mut p = self.parser(&toks[1..], col);
        let id = p.integer("expected an id")? as u64;
        let what = if is_patchpoint { "a patch point size" } else { "a shadow size" };
        if !p.eat_punct(",") {
            return Err(AsmError::new(p.col(), format!("expected ', ' and {what}")));
        }
        let size_col = p.col();
        let reserved =
            u32::try_from(non_negative(&mut p, what)?).map_err(|_| AsmError::new(size_col, "too many bytes"))?;
        let target = if is_patchpoint {
            if !p.eat_punct(",") {
                return Err(AsmError::new(p.col(), "expected ', TARGET' (the call target's address, 0 for none)"));
            }
            p.integer("expected the call target's address")? as u64
        } else {
            0
        };
        let (mut locations, mut live_outs) = (Vec::new(), Vec::new());
        while p.eat_punct(",") {
            parse_location(&mut p, &mut locations, &mut live_outs)?;
        }
        end_of_directive(&p)?;

        // The code: a patch point's call and nops, or nothing yet (the
        // shadow's nops, when it closes).
        let directive = if is_patchpoint { ".patchpoint" } else { ".stackmap" };
        self.reserve(reserved as u64, directive, size_col)?;
        let code = if is_patchpoint {
            patch::patchpoint_code(self.tables, reserved, target).map_err(|e| coded(size_col, e))?
        } else {
            patch::check_nops(self.tables, "shadow", reserved).map_err(|e| coded(size_col, e))?;
            Vec::new()
        };
        self.mark_contents(Contents::Code);
        let section = &mut self.out.sections[self.current];
        // Its layout depends on the code's length, as with alignment.
        section.has_alignment = true;
        section.has_shadow = true;
        let offset = section.data.len() as u64;
        section.data.extend_from_slice(&code);
        if !is_patchpoint && reserved > 0 {
            self.shadow = Some((self.current, Shadow { point: offset, bytes: reserved, counted: 0 }));
        }
        let point =
            Point { function, section: self.current, offset, id, reserved, locations, live_outs, line: self.line };
        self.out.stack_map.points.push(point);
        Ok(())
    }

    fn parser<'t>(&'t mut self, toks: &'t [Token<'t>], col: u32) -> OperandParser<'t> {
        let end = toks.last().map_or(col, |t| t.col + t.text.len() as u32);
        OperandParser::new(self.tables, toks, &[], &mut self.out.symbols, end)
    }
}

/// A runtime error as an error of the directive at `col`.
fn coded(col: u32, e: crate::error::Error) -> AsmError {
    AsmError::new(col, e.message).with_code(e.code)
}

fn end_of_directive(p: &OperandParser<'_>) -> Result<(), AsmError> {
    match p.peek() {
        Some(t) => Err(AsmError::new(t.col, "unexpected token in directive")),
        None => Ok(()),
    }
}

fn non_negative(p: &mut OperandParser<'_>, what: &str) -> Result<u64, AsmError> {
    let col = p.col();
    let value = p.integer(&format!("expected {what}"))?;
    u64::try_from(value).map_err(|_| AsmError::new(col, format!("{what} cannot be negative")))
}

/// One location (`Register REG`, `Direct REG + OFFSET`, `Indirect [REG +
/// OFFSET]`, `Constant VALUE`) or live-out (`LiveOut REG`), each with an
/// optional `size N` (8 bytes by default).
fn parse_location(
    p: &mut OperandParser<'_>,
    locations: &mut Vec<LocationSpec>,
    live_outs: &mut Vec<LiveOut>,
) -> Result<(), AsmError> {
    let col = p.col();
    let kind = match p.peek() {
        Some(t) if t.kind == TokenKind::Ident => t.text.to_ascii_lowercase(),
        _ => String::new(),
    };
    p.pos += 1;
    let location = match kind.as_str() {
        "register" => Location::register(8, register(p)?),
        "direct" => {
            let reg = register(p)?;
            Location::direct(8, reg, offset(p)?)
        }
        "indirect" => {
            if !p.eat_punct("[") {
                return Err(AsmError::new(p.col(), "expected '[' before an indirect location's register"));
            }
            let reg = register(p)?;
            let off = offset(p)?;
            if !p.eat_punct("]") {
                return Err(AsmError::new(p.col(), "expected ']'"));
            }
            Location::indirect(8, reg, off)
        }
        "constant" => {
            let value = p.integer("expected a constant")?;
            let size = size(p)?;
            locations.push(LocationSpec::Constant { value, size });
            return Ok(());
        }
        "liveout" => {
            let dwarf_reg = register(p)?;
            let size = size(p)?;
            let size = u8::try_from(size).map_err(|_| AsmError::new(col, "a live-out is at most 255 bytes"))?;
            live_outs.push(LiveOut { dwarf_reg, size });
            return Ok(());
        }
        _ => {
            let msg = "expected a location: Register, Direct, Indirect, Constant or LiveOut";
            return Err(AsmError::new(col, msg));
        }
    };
    let size = size(p)?;
    locations.push(LocationSpec::Fixed(Location { size, ..location }));
    Ok(())
}

/// A register's DWARF number: a register name of the target or
/// `dwarf N`.
fn register(p: &mut OperandParser<'_>) -> Result<u16, AsmError> {
    let col = p.col();
    if p.eat_word("dwarf") {
        // One number, not an expression: `dwarf 7 + 8` is register 7 plus 8.
        let col = p.col();
        let n = match p.peek() {
            Some(t) if t.kind == TokenKind::Int => t.value,
            _ => return Err(AsmError::new(col, "expected a DWARF register number")),
        };
        p.pos += 1;
        return u16::try_from(n).map_err(|_| AsmError::new(col, "a DWARF register number is 0 to 65535"));
    }
    let Some(t) = p.peek().filter(|t| t.kind == TokenKind::Ident) else {
        return Err(AsmError::new(col, "expected a register name or 'dwarf N'"));
    };
    let tables: &TargetTables = p.tables;
    let name = t.text.strip_prefix(tables.syntax.register_prefix.as_str()).unwrap_or(t.text);
    let reg = lookup_register(tables, name).or_else(|| lookup_register(tables, &name.to_ascii_lowercase()));
    let Some(reg) = reg else { return Err(AsmError::new(col, format!("unknown register '{}'", t.text))) };
    let dwarf = tables.registers[reg as usize].dwarf.and_then(|d| u16::try_from(d).ok());
    let dwarf = dwarf.ok_or_else(|| AsmError::new(col, format!("register '{}' has no DWARF number", t.text)))?;
    p.pos += 1;
    Ok(dwarf)
}

/// `+ N`, `- N` or nothing (0).
fn offset(p: &mut OperandParser<'_>) -> Result<i32, AsmError> {
    let negative = if p.eat_punct("+") {
        false
    } else if p.eat_punct("-") {
        true
    } else {
        return Ok(0);
    };
    let col = p.col();
    let n = p.integer("expected an offset")?;
    let n = if negative { n.checked_neg() } else { Some(n) };
    n.and_then(|n| i32::try_from(n).ok()).ok_or_else(|| AsmError::new(col, "an offset is 32 bits, signed"))
}

/// `size N`, or 8.
fn size(p: &mut OperandParser<'_>) -> Result<u16, AsmError> {
    if !p.eat_word("size") {
        return Ok(8);
    }
    let col = p.col();
    let n = p.integer("expected a size in bytes")?;
    u16::try_from(n).ok().filter(|&n| n > 0).ok_or_else(|| AsmError::new(col, "a size is 1 to 65535 bytes"))
}

/// Adds the `.llvm_stackmaps` section the directives describe to `asm`
/// (assembled, symbols not yet resolved).
pub fn add_stack_map(tables: &'static TargetTables, asm: &mut Assembly, source: &str) {
    let lines = super::lines::LineIndex::new(source);
    let error = |line: usize, col: u32, message: String| SourceError {
        code: crate::error::codes::ASM_METADATA,
        line,
        col,
        len: 0,
        message,
        text: lines.line(line).to_string(),
    };
    let functions = &asm.stack_map.functions;
    let mut builder = Builder::new();
    let ids: Vec<_> = functions.iter().map(|f| builder.function(&f.symbol, f.stack_size)).collect();
    let mut errors = Vec::new();
    for point in &asm.stack_map.points {
        let f = &functions[point.function];
        let label = asm.symbols.get(&f.symbol).and_then(|s| asm.labels.get(s as usize).copied().flatten());
        let Some(label) = label.filter(|l| l.section == point.section && l.offset <= point.offset) else {
            let message = format!("function '{}' of this point is not a label before it in its section", f.symbol);
            errors.push(error(f.line, f.col, message));
            continue;
        };
        let Ok(offset) = u32::try_from(point.offset - label.offset) else {
            errors.push(error(point.line, 0, "the point is more than 4 GiB from its function".into()));
            continue;
        };
        let locations = point
            .locations
            .iter()
            .map(|l| match *l {
                LocationSpec::Fixed(l) => l,
                LocationSpec::Constant { value, size } => builder.constant(value, size),
            })
            .collect();
        let id = ids[point.function];
        if let Err(e) =
            builder.record_with_shadow(id, point.id, offset, point.reserved, locations, point.live_outs.clone())
        {
            errors.push(SourceError { code: e.code, ..error(point.line, 0, e.message) });
        }
    }
    if !errors.is_empty() {
        asm.errors.extend(errors);
        return;
    }
    let (map, symbols) = builder.finish();
    let symbols: Vec<&str> = symbols.iter().map(String::as_str).collect();
    if let Err(e) = crate::stackmap::object::add_section(tables, asm, &map, &symbols) {
        asm.errors.push(SourceError::whole_file(e));
    }
}
