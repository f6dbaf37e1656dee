// Date and time formatting shared by the API and the UI.
export {};
