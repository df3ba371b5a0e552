// The reference page of `npm run measure:lighthouse` (reference-page.mjs builds and serves it): a
// login-like form with the site's React, react-dom and router and nothing else, rendered in the
// browser. Its blocking and scripting time are the floor those frameworks alone set on the machine
// at that moment; the site's pages are reported as ratios to it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';

function Field({ id, label, type, value, onChange, autoComplete }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} type={type} value={value} autoComplete={autoComplete} required onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function Login() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState(null);
  const submit = (event) => {
    event.preventDefault();
    if (!email.includes('@')) return setError('Enter a valid e-mail address.');
    setError(null);
    navigate('/reset');
  };
  return (
    <section className="card">
      <h1>Log in</h1>
      <p>Log in with your e-mail address and password to see who liked you and who is online.</p>
      <form onSubmit={submit} noValidate>
        <Field id="email" label="E-mail address" type="email" value={email} onChange={setEmail} autoComplete="email" />
        <Field id="password" label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" />
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> Stay logged in
        </label>
        {error && <p role="alert" className="error">{error}</p>}
        <button type="submit" data-testid="login-submit">Log in</button>
      </form>
      <p><Link to="/reset">Forgot your password?</Link></p>
      <p>No account yet? <Link to="/signup">Sign up for free</Link></p>
    </section>
  );
}

function Reset() {
  return (
    <section className="card">
      <h1>Reset your password</h1>
      <p>We send you a link to choose a new password.</p>
      <Link to="/">Back to log in</Link>
    </section>
  );
}

function Layout({ children }) {
  return (
    <>
      <header className="bar">
        <Link to="/" className="logo">Dating</Link>
        <nav aria-label="Main"><Link to="/">Log in</Link> <Link to="/signup">Sign up</Link></nav>
      </header>
      <main>{children}</main>
      <aside className="notice">This site contains fictional profiles. Read the terms before you sign up.</aside>
      <footer><a href="/pages/terms">Terms</a> · <a href="/pages/privacy">Privacy</a> · <a href="/pages/contact">Contact</a></footer>
    </>
  );
}

// The declarative router, as the shell's (shell/src/shell/router.tsx).
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <BrowserRouter>
      <Layout>
        <Routes>
          <Route path="/reset" element={<Reset />} />
          <Route path="*" element={<Login />} />
        </Routes>
      </Layout>
    </BrowserRouter>
  </StrictMode>,
);
