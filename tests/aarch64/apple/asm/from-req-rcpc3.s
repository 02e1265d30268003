// mattr: +rcpc3
ldapur b0, [x29]
ldapur q8, [x22]
ldapur s13, [x17]
stlur b11, [x5]
stlur d5, [x10]
stlur h2, [x0]
