// mattr: +rcpc3
// instructions llvm-mc 19 takes only with: rcpc3
ldapur	b17, [x18, #0]
ldapur	d23, [x4, #33]
ldapur	h28, [x15, #-256]
ldapur	q15, [x17, #63]
ldapur	s19, [x10, #0]
stlur	b14, [x9, #0]
stlur	d26, [x19, #0]
stlur	h17, [x9, #0]
stlur	q23, [x19, #1]
stlur	s3, [x23, #229]
