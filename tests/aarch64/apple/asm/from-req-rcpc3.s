// mattr: +rcpc3
ldapur d0, [x21]
ldapur h1, [x28]
stlur d6, [x10]
stlur q28, [x22]
stlur s20, [x27]
