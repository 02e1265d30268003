// mattr: +rcpc3
ldapur d9, [x16]
ldapur h26, [x20]
ldapur q7, [x30]
stlur q16, [sp]
stlur s30, [x18]
