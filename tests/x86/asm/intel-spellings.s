# Intel-syntax spellings, hand-written, that llvm-mc reads as one of several encodings
# its Intel printer spells alike, or with an operand left out: x87 arithmetic that pops
# (named for the operation it performs, with %st(1) or %st(0) implied), moves between
# segment and general registers (llvm-mc widens a 16-bit register before the segment
# register), push/pop of fs and gs (the 16-bit forms), push of a constant (pointer
# sized), far calls and jumps through memory at any size, xchg rax, rax (nop), and a
# bare symbol as an address (`mov eax, foo`) but as the target of call and jmp.
.intel_syntax noprefix
fsubp
fsubrp
fdivp
fdivrp
faddp
fmulp
fsubp st(2)
fsubrp st(3)
fdivp st(4)
fdivrp st(5)
fsubp st(2), st
fsubrp st(2), st
fdivp st(7), st
fdivrp st(7), st
fsubp st(0), st
fsubrp st(0), st
fdivp st(0), st
fdivrp st(0), st
fsubp st, st
fdivrp st, st
fsubp st, st(2)
fdivp st, st(3)
fsub st(2)
fsubr st(2)
fsub st, st
fsub st(2), st
fsubr st(2), st
fdiv st(6), st
fdivr st(6), st
fadd st(1), st
faddp st(1), st
fmulp st(0), st
mov di, ds
mov ax, es
mov r9w, fs
mov ds, di
mov es, ax
mov ds, edi
mov edi, ds
mov rdi, gs
mov ss, r8d
mov word ptr [rax], ds
mov ds, word ptr [rax]
push fs
push gs
pop fs
pop gs
push 1
push -1
push 127
push 128
push -128
push -129
push 65535
push 65408
push 0x7fffffff
push -0x80000000
push 5+5
push offset sym
lcall [rax]
lcall word ptr [rax]
lcall dword ptr [rbx + 8]
lcall qword ptr [rcx]
ljmp [rax]
ljmp dword ptr [rax]
call fword ptr [rax]
jmp fword ptr [rdx]
xchg rax, rax
xchg eax, eax
xchg ax, ax
xchg rax, rcx
xchg rcx, rax
ret
retf
pushf
popf
mov eax, foo
mov rax, foo+8
mov rax, foo - 8
mov foo, eax
mov byte ptr foo, 1
lea rax, foo
push foo
cmp eax, foo
movaps xmm0, foo
inc qword ptr foo
mov eax, fs:foo
call foo
call foo+4
jmp foo
je foo
call qword ptr foo
jmp qword ptr foo
call [foo]
mov eax, offset foo
# Brackets side by side add up; the stack pointer written as an unscaled
# index becomes the base.
mov [eax][4*ebx], ecx
mov [16][rax + 8], edx
mov ecx, [4*rbx][rsi][-8]
lea rax, [rax+rsp]
lea eax, [eax+esp+12]
# Other names of a condition and of shl without a size letter, and a shift or rotate by
# a count of 1 written out (the by-one form).
cmovz eax, ebx
cmovnae rax, qword ptr [rbx]
cmovpo cx, dx
cmovnle r8d, dword ptr [rip + 16]
sal eax, 123
sal byte ptr [rax], cl
shl eax, 1
rol r9b, 1
rcr qword ptr [rbx], 1
sar word ptr [rsp + 8], 1
