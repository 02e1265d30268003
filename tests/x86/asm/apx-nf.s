# APX map-4 forms of the two-operand arithmetic: {evex} (the legacy form in
# EVEX), {nf} (no flags, with and without a new data destination); adc and
# sbb have no {nf} forms. Every size, register, immediate and memory form.
# add
{evex} addb %al, %cl
{evex} addb %r16b, %sil
{evex} addb $1, %r16b
{evex} addb $255, %cl
{evex} addb (%rax), %al
{evex} addb %sil, (%rax)
{evex} addb $-128, (%rax)
{nf} addb %cl, %al
{nf} addb $-128, %sil
{nf} addb $255, %al
{nf} addb (%rax), %r16b
{nf} addb %r16b, (%rax)
{nf} addb $1, (%rax)
{nf} addb %al, %cl, %r16b
{nf} addb $1, %cl, %sil
{nf} addb $255, %r16b, %al
{nf} addb (%rax), %sil, %cl
{nf} addb %cl, (%rax), %al
{nf} addb $-128, (%rax), %r16b
{evex} {nf} addb %al, %cl
{nf} {evex} addb %al, %cl, %r16b
{evex} addb %al, %cl, %r16b
{evex} addw %ax, %cx
{evex} addw %r17w, %r8w
{evex} addw $1, %r17w
{evex} addw $-1, %cx
{evex} addw 8(%rbx,%rcx,4), %ax
{evex} addw %r8w, 8(%rbx,%rcx,4)
{evex} addw $-129, 8(%rbx,%rcx,4)
{nf} addw %cx, %ax
{nf} addw $-129, %r8w
{nf} addw $-1, %ax
{nf} addw 8(%rbx,%rcx,4), %r17w
{nf} addw %r17w, 8(%rbx,%rcx,4)
{nf} addw $1, 8(%rbx,%rcx,4)
{nf} addw %ax, %cx, %r17w
{nf} addw $1, %cx, %r8w
{nf} addw $-1, %r17w, %ax
{nf} addw 8(%rbx,%rcx,4), %r8w, %cx
{nf} addw %cx, 8(%rbx,%rcx,4), %ax
{nf} addw $-129, 8(%rbx,%rcx,4), %r17w
{evex} {nf} addw %ax, %cx
{nf} {evex} addw %ax, %cx, %r17w
{evex} addw %ax, %cx, %r17w
{evex} addl %eax, %ecx
{evex} addl %r18d, %r9d
{evex} addl $1, %r18d
{evex} addl $0x12345678, %ecx
{evex} addl -128(%r16), %eax
{evex} addl %r9d, -128(%r16)
{evex} addl $128, -128(%r16)
{nf} addl %ecx, %eax
{nf} addl $128, %r9d
{nf} addl $0x12345678, %eax
{nf} addl -128(%r16), %r18d
{nf} addl %r18d, -128(%r16)
{nf} addl $1, -128(%r16)
{nf} addl %eax, %ecx, %r18d
{nf} addl $1, %ecx, %r9d
{nf} addl $0x12345678, %r18d, %eax
{nf} addl -128(%r16), %r9d, %ecx
{nf} addl %ecx, -128(%r16), %eax
{nf} addl $128, -128(%r16), %r18d
{evex} {nf} addl %eax, %ecx
{nf} {evex} addl %eax, %ecx, %r18d
{evex} addl %eax, %ecx, %r18d
{evex} addq %rax, %rcx
{evex} addq %r19, %r31
{evex} addq $1, %r19
{evex} addq $foo, %rcx
{evex} addq 0x1000(%r8,%r20,2), %rax
{evex} addq %r31, 0x1000(%r8,%r20,2)
{evex} addq $127, 0x1000(%r8,%r20,2)
{nf} addq %rcx, %rax
{nf} addq $127, %r31
{nf} addq $foo, %rax
{nf} addq 0x1000(%r8,%r20,2), %r19
{nf} addq %r19, 0x1000(%r8,%r20,2)
{nf} addq $1, 0x1000(%r8,%r20,2)
{nf} addq %rax, %rcx, %r19
{nf} addq $1, %rcx, %r31
{nf} addq $foo, %r19, %rax
{nf} addq 0x1000(%r8,%r20,2), %r31, %rcx
{nf} addq %rcx, 0x1000(%r8,%r20,2), %rax
{nf} addq $127, 0x1000(%r8,%r20,2), %r19
{evex} {nf} addq %rax, %rcx
{nf} {evex} addq %rax, %rcx, %r19
{evex} addq %rax, %rcx, %r19
# or
{evex} orb %al, %cl
{evex} orb %r16b, %sil
{evex} orb $1, %r16b
{evex} orb $255, %cl
{evex} orb foo(%rip), %al
{evex} orb %sil, foo(%rip)
{evex} orb $-128, foo(%rip)
{nf} orb %cl, %al
{nf} orb $-128, %sil
{nf} orb $255, %al
{nf} orb foo(%rip), %r16b
{nf} orb %r16b, foo(%rip)
{nf} orb $1, foo(%rip)
{nf} orb %al, %cl, %r16b
{nf} orb $1, %cl, %sil
{nf} orb $255, %r16b, %al
{nf} orb foo(%rip), %sil, %cl
{nf} orb %cl, foo(%rip), %al
{nf} orb $-128, foo(%rip), %r16b
{evex} {nf} orb %al, %cl
{nf} {evex} orb %al, %cl, %r16b
{evex} orb %al, %cl, %r16b
{evex} orw %ax, %cx
{evex} orw %r17w, %r8w
{evex} orw $1, %r17w
{evex} orw $-1, %cx
{evex} orw (%rax), %ax
{evex} orw %r8w, (%rax)
{evex} orw $-129, (%rax)
{nf} orw %cx, %ax
{nf} orw $-129, %r8w
{nf} orw $-1, %ax
{nf} orw (%rax), %r17w
{nf} orw %r17w, (%rax)
{nf} orw $1, (%rax)
{nf} orw %ax, %cx, %r17w
{nf} orw $1, %cx, %r8w
{nf} orw $-1, %r17w, %ax
{nf} orw (%rax), %r8w, %cx
{nf} orw %cx, (%rax), %ax
{nf} orw $-129, (%rax), %r17w
{evex} {nf} orw %ax, %cx
{nf} {evex} orw %ax, %cx, %r17w
{evex} orw %ax, %cx, %r17w
{evex} orl %eax, %ecx
{evex} orl %r18d, %r9d
{evex} orl $1, %r18d
{evex} orl $0x12345678, %ecx
{evex} orl 8(%rbx,%rcx,4), %eax
{evex} orl %r9d, 8(%rbx,%rcx,4)
{evex} orl $128, 8(%rbx,%rcx,4)
{nf} orl %ecx, %eax
{nf} orl $128, %r9d
{nf} orl $0x12345678, %eax
{nf} orl 8(%rbx,%rcx,4), %r18d
{nf} orl %r18d, 8(%rbx,%rcx,4)
{nf} orl $1, 8(%rbx,%rcx,4)
{nf} orl %eax, %ecx, %r18d
{nf} orl $1, %ecx, %r9d
{nf} orl $0x12345678, %r18d, %eax
{nf} orl 8(%rbx,%rcx,4), %r9d, %ecx
{nf} orl %ecx, 8(%rbx,%rcx,4), %eax
{nf} orl $128, 8(%rbx,%rcx,4), %r18d
{evex} {nf} orl %eax, %ecx
{nf} {evex} orl %eax, %ecx, %r18d
{evex} orl %eax, %ecx, %r18d
{evex} orq %rax, %rcx
{evex} orq %r19, %r31
{evex} orq $1, %r19
{evex} orq $foo, %rcx
{evex} orq -128(%r16), %rax
{evex} orq %r31, -128(%r16)
{evex} orq $127, -128(%r16)
{nf} orq %rcx, %rax
{nf} orq $127, %r31
{nf} orq $foo, %rax
{nf} orq -128(%r16), %r19
{nf} orq %r19, -128(%r16)
{nf} orq $1, -128(%r16)
{nf} orq %rax, %rcx, %r19
{nf} orq $1, %rcx, %r31
{nf} orq $foo, %r19, %rax
{nf} orq -128(%r16), %r31, %rcx
{nf} orq %rcx, -128(%r16), %rax
{nf} orq $127, -128(%r16), %r19
{evex} {nf} orq %rax, %rcx
{nf} {evex} orq %rax, %rcx, %r19
{evex} orq %rax, %rcx, %r19
# adc
{evex} adcb %al, %cl
{evex} adcb %r16b, %sil
{evex} adcb $1, %r16b
{evex} adcb $255, %cl
{evex} adcb 0x1000(%r8,%r20,2), %al
{evex} adcb %sil, 0x1000(%r8,%r20,2)
{evex} adcb $-128, 0x1000(%r8,%r20,2)
{evex} adcb %al, %cl, %r16b
{evex} adcw %ax, %cx
{evex} adcw %r17w, %r8w
{evex} adcw $1, %r17w
{evex} adcw $-1, %cx
{evex} adcw foo(%rip), %ax
{evex} adcw %r8w, foo(%rip)
{evex} adcw $-129, foo(%rip)
{evex} adcw %ax, %cx, %r17w
{evex} adcl %eax, %ecx
{evex} adcl %r18d, %r9d
{evex} adcl $1, %r18d
{evex} adcl $0x12345678, %ecx
{evex} adcl (%rax), %eax
{evex} adcl %r9d, (%rax)
{evex} adcl $128, (%rax)
{evex} adcl %eax, %ecx, %r18d
{evex} adcq %rax, %rcx
{evex} adcq %r19, %r31
{evex} adcq $1, %r19
{evex} adcq $foo, %rcx
{evex} adcq 8(%rbx,%rcx,4), %rax
{evex} adcq %r31, 8(%rbx,%rcx,4)
{evex} adcq $127, 8(%rbx,%rcx,4)
{evex} adcq %rax, %rcx, %r19
# sbb
{evex} sbbb %al, %cl
{evex} sbbb %r16b, %sil
{evex} sbbb $1, %r16b
{evex} sbbb $255, %cl
{evex} sbbb -128(%r16), %al
{evex} sbbb %sil, -128(%r16)
{evex} sbbb $-128, -128(%r16)
{evex} sbbb %al, %cl, %r16b
{evex} sbbw %ax, %cx
{evex} sbbw %r17w, %r8w
{evex} sbbw $1, %r17w
{evex} sbbw $-1, %cx
{evex} sbbw 0x1000(%r8,%r20,2), %ax
{evex} sbbw %r8w, 0x1000(%r8,%r20,2)
{evex} sbbw $-129, 0x1000(%r8,%r20,2)
{evex} sbbw %ax, %cx, %r17w
{evex} sbbl %eax, %ecx
{evex} sbbl %r18d, %r9d
{evex} sbbl $1, %r18d
{evex} sbbl $0x12345678, %ecx
{evex} sbbl foo(%rip), %eax
{evex} sbbl %r9d, foo(%rip)
{evex} sbbl $128, foo(%rip)
{evex} sbbl %eax, %ecx, %r18d
{evex} sbbq %rax, %rcx
{evex} sbbq %r19, %r31
{evex} sbbq $1, %r19
{evex} sbbq $foo, %rcx
{evex} sbbq (%rax), %rax
{evex} sbbq %r31, (%rax)
{evex} sbbq $127, (%rax)
{evex} sbbq %rax, %rcx, %r19
# and
{evex} andb %al, %cl
{evex} andb %r16b, %sil
{evex} andb $1, %r16b
{evex} andb $255, %cl
{evex} andb 8(%rbx,%rcx,4), %al
{evex} andb %sil, 8(%rbx,%rcx,4)
{evex} andb $-128, 8(%rbx,%rcx,4)
{nf} andb %cl, %al
{nf} andb $-128, %sil
{nf} andb $255, %al
{nf} andb 8(%rbx,%rcx,4), %r16b
{nf} andb %r16b, 8(%rbx,%rcx,4)
{nf} andb $1, 8(%rbx,%rcx,4)
{nf} andb %al, %cl, %r16b
{nf} andb $1, %cl, %sil
{nf} andb $255, %r16b, %al
{nf} andb 8(%rbx,%rcx,4), %sil, %cl
{nf} andb %cl, 8(%rbx,%rcx,4), %al
{nf} andb $-128, 8(%rbx,%rcx,4), %r16b
{evex} {nf} andb %al, %cl
{nf} {evex} andb %al, %cl, %r16b
{evex} andb %al, %cl, %r16b
{evex} andw %ax, %cx
{evex} andw %r17w, %r8w
{evex} andw $1, %r17w
{evex} andw $-1, %cx
{evex} andw -128(%r16), %ax
{evex} andw %r8w, -128(%r16)
{evex} andw $-129, -128(%r16)
{nf} andw %cx, %ax
{nf} andw $-129, %r8w
{nf} andw $-1, %ax
{nf} andw -128(%r16), %r17w
{nf} andw %r17w, -128(%r16)
{nf} andw $1, -128(%r16)
{nf} andw %ax, %cx, %r17w
{nf} andw $1, %cx, %r8w
{nf} andw $-1, %r17w, %ax
{nf} andw -128(%r16), %r8w, %cx
{nf} andw %cx, -128(%r16), %ax
{nf} andw $-129, -128(%r16), %r17w
{evex} {nf} andw %ax, %cx
{nf} {evex} andw %ax, %cx, %r17w
{evex} andw %ax, %cx, %r17w
{evex} andl %eax, %ecx
{evex} andl %r18d, %r9d
{evex} andl $1, %r18d
{evex} andl $0x12345678, %ecx
{evex} andl 0x1000(%r8,%r20,2), %eax
{evex} andl %r9d, 0x1000(%r8,%r20,2)
{evex} andl $128, 0x1000(%r8,%r20,2)
{nf} andl %ecx, %eax
{nf} andl $128, %r9d
{nf} andl $0x12345678, %eax
{nf} andl 0x1000(%r8,%r20,2), %r18d
{nf} andl %r18d, 0x1000(%r8,%r20,2)
{nf} andl $1, 0x1000(%r8,%r20,2)
{nf} andl %eax, %ecx, %r18d
{nf} andl $1, %ecx, %r9d
{nf} andl $0x12345678, %r18d, %eax
{nf} andl 0x1000(%r8,%r20,2), %r9d, %ecx
{nf} andl %ecx, 0x1000(%r8,%r20,2), %eax
{nf} andl $128, 0x1000(%r8,%r20,2), %r18d
{evex} {nf} andl %eax, %ecx
{nf} {evex} andl %eax, %ecx, %r18d
{evex} andl %eax, %ecx, %r18d
{evex} andq %rax, %rcx
{evex} andq %r19, %r31
{evex} andq $1, %r19
{evex} andq $foo, %rcx
{evex} andq foo(%rip), %rax
{evex} andq %r31, foo(%rip)
{evex} andq $127, foo(%rip)
{nf} andq %rcx, %rax
{nf} andq $127, %r31
{nf} andq $foo, %rax
{nf} andq foo(%rip), %r19
{nf} andq %r19, foo(%rip)
{nf} andq $1, foo(%rip)
{nf} andq %rax, %rcx, %r19
{nf} andq $1, %rcx, %r31
{nf} andq $foo, %r19, %rax
{nf} andq foo(%rip), %r31, %rcx
{nf} andq %rcx, foo(%rip), %rax
{nf} andq $127, foo(%rip), %r19
{evex} {nf} andq %rax, %rcx
{nf} {evex} andq %rax, %rcx, %r19
{evex} andq %rax, %rcx, %r19
# sub
{evex} subb %al, %cl
{evex} subb %r16b, %sil
{evex} subb $1, %r16b
{evex} subb $255, %cl
{evex} subb (%rax), %al
{evex} subb %sil, (%rax)
{evex} subb $-128, (%rax)
{nf} subb %cl, %al
{nf} subb $-128, %sil
{nf} subb $255, %al
{nf} subb (%rax), %r16b
{nf} subb %r16b, (%rax)
{nf} subb $1, (%rax)
{nf} subb %al, %cl, %r16b
{nf} subb $1, %cl, %sil
{nf} subb $255, %r16b, %al
{nf} subb (%rax), %sil, %cl
{nf} subb %cl, (%rax), %al
{nf} subb $-128, (%rax), %r16b
{evex} {nf} subb %al, %cl
{nf} {evex} subb %al, %cl, %r16b
{evex} subb %al, %cl, %r16b
{evex} subw %ax, %cx
{evex} subw %r17w, %r8w
{evex} subw $1, %r17w
{evex} subw $-1, %cx
{evex} subw 8(%rbx,%rcx,4), %ax
{evex} subw %r8w, 8(%rbx,%rcx,4)
{evex} subw $-129, 8(%rbx,%rcx,4)
{nf} subw %cx, %ax
{nf} subw $-129, %r8w
{nf} subw $-1, %ax
{nf} subw 8(%rbx,%rcx,4), %r17w
{nf} subw %r17w, 8(%rbx,%rcx,4)
{nf} subw $1, 8(%rbx,%rcx,4)
{nf} subw %ax, %cx, %r17w
{nf} subw $1, %cx, %r8w
{nf} subw $-1, %r17w, %ax
{nf} subw 8(%rbx,%rcx,4), %r8w, %cx
{nf} subw %cx, 8(%rbx,%rcx,4), %ax
{nf} subw $-129, 8(%rbx,%rcx,4), %r17w
{evex} {nf} subw %ax, %cx
{nf} {evex} subw %ax, %cx, %r17w
{evex} subw %ax, %cx, %r17w
{evex} subl %eax, %ecx
{evex} subl %r18d, %r9d
{evex} subl $1, %r18d
{evex} subl $0x12345678, %ecx
{evex} subl -128(%r16), %eax
{evex} subl %r9d, -128(%r16)
{evex} subl $128, -128(%r16)
{nf} subl %ecx, %eax
{nf} subl $128, %r9d
{nf} subl $0x12345678, %eax
{nf} subl -128(%r16), %r18d
{nf} subl %r18d, -128(%r16)
{nf} subl $1, -128(%r16)
{nf} subl %eax, %ecx, %r18d
{nf} subl $1, %ecx, %r9d
{nf} subl $0x12345678, %r18d, %eax
{nf} subl -128(%r16), %r9d, %ecx
{nf} subl %ecx, -128(%r16), %eax
{nf} subl $128, -128(%r16), %r18d
{evex} {nf} subl %eax, %ecx
{nf} {evex} subl %eax, %ecx, %r18d
{evex} subl %eax, %ecx, %r18d
{evex} subq %rax, %rcx
{evex} subq %r19, %r31
{evex} subq $1, %r19
{evex} subq $foo, %rcx
{evex} subq 0x1000(%r8,%r20,2), %rax
{evex} subq %r31, 0x1000(%r8,%r20,2)
{evex} subq $127, 0x1000(%r8,%r20,2)
{nf} subq %rcx, %rax
{nf} subq $127, %r31
{nf} subq $foo, %rax
{nf} subq 0x1000(%r8,%r20,2), %r19
{nf} subq %r19, 0x1000(%r8,%r20,2)
{nf} subq $1, 0x1000(%r8,%r20,2)
{nf} subq %rax, %rcx, %r19
{nf} subq $1, %rcx, %r31
{nf} subq $foo, %r19, %rax
{nf} subq 0x1000(%r8,%r20,2), %r31, %rcx
{nf} subq %rcx, 0x1000(%r8,%r20,2), %rax
{nf} subq $127, 0x1000(%r8,%r20,2), %r19
{evex} {nf} subq %rax, %rcx
{nf} {evex} subq %rax, %rcx, %r19
{evex} subq %rax, %rcx, %r19
# xor
{evex} xorb %al, %cl
{evex} xorb %r16b, %sil
{evex} xorb $1, %r16b
{evex} xorb $255, %cl
{evex} xorb foo(%rip), %al
{evex} xorb %sil, foo(%rip)
{evex} xorb $-128, foo(%rip)
{nf} xorb %cl, %al
{nf} xorb $-128, %sil
{nf} xorb $255, %al
{nf} xorb foo(%rip), %r16b
{nf} xorb %r16b, foo(%rip)
{nf} xorb $1, foo(%rip)
{nf} xorb %al, %cl, %r16b
{nf} xorb $1, %cl, %sil
{nf} xorb $255, %r16b, %al
{nf} xorb foo(%rip), %sil, %cl
{nf} xorb %cl, foo(%rip), %al
{nf} xorb $-128, foo(%rip), %r16b
{evex} {nf} xorb %al, %cl
{nf} {evex} xorb %al, %cl, %r16b
{evex} xorb %al, %cl, %r16b
{evex} xorw %ax, %cx
{evex} xorw %r17w, %r8w
{evex} xorw $1, %r17w
{evex} xorw $-1, %cx
{evex} xorw (%rax), %ax
{evex} xorw %r8w, (%rax)
{evex} xorw $-129, (%rax)
{nf} xorw %cx, %ax
{nf} xorw $-129, %r8w
{nf} xorw $-1, %ax
{nf} xorw (%rax), %r17w
{nf} xorw %r17w, (%rax)
{nf} xorw $1, (%rax)
{nf} xorw %ax, %cx, %r17w
{nf} xorw $1, %cx, %r8w
{nf} xorw $-1, %r17w, %ax
{nf} xorw (%rax), %r8w, %cx
{nf} xorw %cx, (%rax), %ax
{nf} xorw $-129, (%rax), %r17w
{evex} {nf} xorw %ax, %cx
{nf} {evex} xorw %ax, %cx, %r17w
{evex} xorw %ax, %cx, %r17w
{evex} xorl %eax, %ecx
{evex} xorl %r18d, %r9d
{evex} xorl $1, %r18d
{evex} xorl $0x12345678, %ecx
{evex} xorl 8(%rbx,%rcx,4), %eax
{evex} xorl %r9d, 8(%rbx,%rcx,4)
{evex} xorl $128, 8(%rbx,%rcx,4)
{nf} xorl %ecx, %eax
{nf} xorl $128, %r9d
{nf} xorl $0x12345678, %eax
{nf} xorl 8(%rbx,%rcx,4), %r18d
{nf} xorl %r18d, 8(%rbx,%rcx,4)
{nf} xorl $1, 8(%rbx,%rcx,4)
{nf} xorl %eax, %ecx, %r18d
{nf} xorl $1, %ecx, %r9d
{nf} xorl $0x12345678, %r18d, %eax
{nf} xorl 8(%rbx,%rcx,4), %r9d, %ecx
{nf} xorl %ecx, 8(%rbx,%rcx,4), %eax
{nf} xorl $128, 8(%rbx,%rcx,4), %r18d
{evex} {nf} xorl %eax, %ecx
{nf} {evex} xorl %eax, %ecx, %r18d
{evex} xorl %eax, %ecx, %r18d
{evex} xorq %rax, %rcx
{evex} xorq %r19, %r31
{evex} xorq $1, %r19
{evex} xorq $foo, %rcx
{evex} xorq -128(%r16), %rax
{evex} xorq %r31, -128(%r16)
{evex} xorq $127, -128(%r16)
{nf} xorq %rcx, %rax
{nf} xorq $127, %r31
{nf} xorq $foo, %rax
{nf} xorq -128(%r16), %r19
{nf} xorq %r19, -128(%r16)
{nf} xorq $1, -128(%r16)
{nf} xorq %rax, %rcx, %r19
{nf} xorq $1, %rcx, %r31
{nf} xorq $foo, %r19, %rax
{nf} xorq -128(%r16), %r31, %rcx
{nf} xorq %rcx, -128(%r16), %rax
{nf} xorq $127, -128(%r16), %r19
{evex} {nf} xorq %rax, %rcx
{nf} {evex} xorq %rax, %rcx, %r19
{evex} xorq %rax, %rcx, %r19
