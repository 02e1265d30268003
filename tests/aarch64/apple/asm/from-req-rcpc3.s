// mattr: +rcpc3
ldapur b21, [x12]
ldapur d8, [x28]
ldapur h28, [x15]
ldapur s23, [x2]
stlur h9, [sp]
stlur q2, [x14]
