# Size-suffix inference, hand-written: mnemonics written without a suffix take the size of
# a register operand (the printed form always has the suffix); the same instructions with
# the suffix written. Memory-only operands with an immediate need the suffix (see
# invalid/ambiguous-*.s).
add %eax, %ebx
add %rax, %rbx
add %ax, %bx
add %al, %bl
add $1, %eax
add $1, %rax
add $1, %ax
add $1, %al
add $0x1000, %r9
add (%rax), %ecx
add %ecx, (%rax)
add %r8b, 8(%rsp)
addl %eax, %ebx
addq %rax, %rbx
addw %ax, %bx
addb %al, %bl
sub %r10, %r11
sub $8, %rsp
and $-16, %rsp
or %cl, %dl
xor %esi, %esi
xor %r12d, %r12d
cmp %rdi, %rsi
cmp $0, %eax
cmp (%rdi), %al
adc %edx, %ecx
sbb %rdx, %rcx
test %eax, %eax
test %rax, %rax
test $1, %al
test %cl, (%rdi)
mov %al, (%rax)
mov %ax, (%rax)
mov %eax, (%rax)
mov %rax, (%rax)
mov (%rax), %al
mov (%rax), %r11w
mov (%rax), %r12d
mov (%rax), %r13
mov %rsp, %rbp
mov %esp, %ebp
mov $5, %eax
mov $5, %rax
mov $5, %cx
mov $5, %dl
mov $-1, %r8
mov %fs:0x28, %rax
mov foo(%rip), %rdx
movb %al, (%rax)
movw %ax, (%rax)
movl %eax, (%rax)
movq %rax, (%rax)
lea (%rax), %rbx
lea 4(%rdi,%rsi,2), %eax
lea -1(%rcx), %cx
inc %eax
inc %r9
dec %cx
dec %bpl
neg %rdx
not %r14d
mul %ecx
mul %r9
imul %esi
imul %rdi, %rsi
imul $5, %rax, %rcx
imul $5, %edx
div %bl
div %rcx
idiv %r15
shl %eax
shl $4, %rax
shl %cl, %r8d
shr %cl, %dx
sar $1, %sil
rol $8, %ax
ror %rdi
sal %cl, %ebx
push %rbp
pop %rbp
push %r12
pop %r13
push %ax
pop %bx
push $1
push (%rax)
pop 8(%rax)
xchg %eax, %ecx
xchg %r8, %r9
xchg %al, %ah
cmpxchg %rcx, (%rdx)
xadd %ecx, (%rdx)
bswap %ecx
bswap %rcx
bt %ecx, %edx
bt $1, %rax
bts %ax, %bx
cmove %eax, %ecx
cmovne %rsi, %rdi
cmovl (%rax), %bx
sete %al
setne (%rax)
movzb %al, %eax
movzw %ax, %eax
movsb %al, %eax
movsw %ax, %rax
movzx %bl, %r8d
movsx %cx, %edx
nop %ecx
nopw (%rax)
movsd %xmm0, %xmm1
cvtsi2sd %r8, %xmm1
cvtsi2ss %r8d, %xmm1
cvttss2si %xmm1, %r9
cvttsd2si %xmm1, %r9d
movd %r8d, %xmm3
movq %r8, %xmm3
