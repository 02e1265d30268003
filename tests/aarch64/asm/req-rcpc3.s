// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldapur	b11, [x17, #0]
ldapur	d14, [x19, #-209]
ldapur	h16, [x9, #-213]
ldapur	q13, [x22, #54]
ldapur	s13, [x13, #0]
stlur	b30, [x29, #0]
stlur	d30, [x6, #0]
stlur	h21, [x25, #0]
stlur	q24, [x20, #-60]
stlur	s19, [x23, #-141]
