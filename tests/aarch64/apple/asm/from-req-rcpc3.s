// mattr: +rcpc3
ldapur b18, [x5]
ldapur d30, [x9]
ldapur h31, [x25]
ldapur s14, [x29]
stlur h15, [x2]
stlur q29, [x16]
