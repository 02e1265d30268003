# expect: ambiguous-size
# movzx from memory needs movzbl/movzwl to give the source size
movzx (%rax), %ecx
