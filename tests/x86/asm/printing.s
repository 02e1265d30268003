# Non-canonical spellings that llvm-mc accepts and prints in its own form, hand-written:
# upper case, extra blanks, immediates and displacements in hex, octal, binary, character
# and expression form (printed in decimal), a zero displacement (dropped), scale 1 and an
# explicit (%rip) zero, synonyms (sal, the jcc/setcc/cmovcc aliases, movzx, int $3,
# sysret, the AT&T and Intel names of cbw..cqo), the mnemonic-less suffix forms.
MOVQ %RAX, %RBX
Addl $1, %Ecx
movl	%eax ,  %ecx
movl %eax,%ecx
movl $0x10, %eax
movl $010, %eax
movl $0b101, %eax
movl $'a', %eax
movl $(1+2)*4, %eax
movl $-(8), %eax
movl $~0, %eax
movl $1<<20, %eax
movq $-0x1, %rax
movl 0x10(%rax), %eax
movl (8)(%rax), %eax
movl 4+4(%rax), %eax
movl -0x10(%rbp), %eax
movl 0(%rax,%rcx,1), %eax
movl (%rax,%rcx,1), %eax
movl ( %rax , %rcx , 2 ), %eax
movl 0x0(%rip), %eax
sall $3, %eax
salq %rax
salb %cl, %dl
jz .Lp
jnz .Lp
jc .Lp
jnae .Lp
.Lp:
setnz %al
cmovzl %eax, %ecx
retq $0
callq *%rax
jmpq *%rax
rorl $-1, %eax
int $-1
