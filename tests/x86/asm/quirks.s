# Questionable inputs llvm-mc 19 accepts without a diagnostic, hand-written. Immediates
# of 8/16/32-bit operations and of ret/enter are not range-checked: the printed value is
# the written one, the encoding truncates it. An absolute address above 32 bits is
# truncated the same way. mov to %cs, lock on instructions that cannot be locked and rep
# on non-string instructions are encoded as written. An implementation may reject these
# lines (and leave this file out); the goldens are exact llvm-mc output all the same.
addb $256, %al
addb $-129, %cl
addb $-257, %cl
movb $256, %al
addw $65536, %ax
addw $-32769, %cx
addl $0x100000000, %eax
movl $0x100000000, %eax
cmpl $-0x80000001, %ecx
ret $0x10000
enter $0x10000, $0
movl 0x100000000, %eax
movl %eax, %cs
lock movl %eax, (%rbx)
lock nop
rep addl %eax, %ebx
# A slash after a prefix separates it from the instruction.
lock/incl 1(%rsp)
rep/movsl
# An address without registers fits a 32-bit register operand's form
# (with 0x67) as well as a 64-bit one's.
movdir64b 0x1000, %eax
movdir64b 0x1000, %rax
enqcmd 64, %ecx
enqcmds 64, %r8
